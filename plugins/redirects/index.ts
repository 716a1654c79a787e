/**
 * Old URLs keep working (issue #33): after the build, checks the redirect map
 * (src/data/redirects.json, lib/redirects.ts) against the routes the build has, then writes it
 * for the three kinds of host: `build/_redirects` (Netlify, Cloudflare Pages; scripts/serve.mjs
 * reads the same file) and, at each old URL, a fallback page that sends the browser on (hosts
 * that read neither). A bad entry fails the build, naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  REDIRECTS_FILE,
  checkAgainstPages,
  fallbackPage,
  htmlHasId,
  parseRedirects,
  redirectsFile,
  targetPath,
  type Redirect,
} from './lib/redirects';

export interface RedirectsOptions {
  /** The map, relative to the site: src/data/redirects.json. */
  file?: string;
}

/** The map file, read and shape-checked (the tests read it through here too). */
export function readRedirects(siteDir: string, file = REDIRECTS_FILE): Redirect[] {
  const full = path.join(siteDir, file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseRedirects(data, file);
}

/** A route as a page path with its trailing slash (`/404.html` and other files stay as they are). */
const asPagePath = (route: string) =>
  route.endsWith('/') || /\.[a-z0-9]+$/i.test(route) ? route : `${route}/`;

export default function redirectsPlugin(
  context: LoadContext,
  options: RedirectsOptions = {},
): Plugin {
  const file = options.file ?? REDIRECTS_FILE;
  return {
    name: 'redirects',
    getPathsToWatch: () => [path.join(context.siteDir, file)],
    async postBuild({ outDir, routesPaths, siteConfig }) {
      const { baseUrl } = siteConfig;
      const redirects = readRedirects(context.siteDir, file);
      const local = (route: string) =>
        route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
      const pages = new Set(routesPaths.map((route) => asPagePath(local(route))));
      const htmlOf = (page: string) => path.join(outDir, page, 'index.html');
      const problems = checkAgainstPages(
        redirects,
        (page) => pages.has(page),
        (page, anchor) => {
          const html = fs.existsSync(htmlOf(page)) ? fs.readFileSync(htmlOf(page), 'utf8') : '';
          return htmlHasId(html, anchor);
        },
      );
      // A fallback page must not replace a file the build wrote (a static file, another plugin's).
      for (const { from } of redirects) {
        if (fs.existsSync(htmlOf(from)))
          problems.push(
            `${from} already has a file in the build (${path.join(from, 'index.html')})`,
          );
      }
      if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);

      fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirects, baseUrl));
      for (const redirect of redirects) {
        fs.mkdirSync(path.dirname(htmlOf(redirect.from)), { recursive: true });
        fs.writeFileSync(htmlOf(redirect.from), fallbackPage(redirect, siteConfig.url, baseUrl));
      }
      const targets = new Set(redirects.map((redirect) => targetPath(redirect.to)));
      console.log(
        `[redirects] _redirects and ${redirects.length} fallback pages written: ${redirects.length} old URLs lead to ${targets.size} pages.`,
      );
    },
  };
}
