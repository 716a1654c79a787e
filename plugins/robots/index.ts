/**
 * Writes build/robots.txt: crawlers may read the site, except the printable section pages (each
 * repeats its section's pages) and the offline app shell; the sitemap is named by its full URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Disallow: /*/printable/',
    'Disallow: /app-shell/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({ outDir }) {
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}
