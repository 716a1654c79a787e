/**
 * Writes build/_headers after the build: the Content-Security-Policy (inline scripts allowed by the
 * hashes of the built HTML), Referrer-Policy, Permissions-Policy and frame protection. The
 * production server (scripts/serve.mjs) sends what this file says; a CDN reads the same file.
 * An inline event handler in the built HTML fails the build (no hash can allow it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  securityHeaders,
  type PolicyOptions,
} from './lib/headers';

export interface SecurityHeadersOptions {
  /** Hosts the configured third parties need (analytics, Algolia); none on a default build. */
  extra?: PolicyOptions['extra'];
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export default function securityHeadersPlugin(
  _context: unknown,
  options: SecurityHeadersOptions = {},
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const hashes = new Set<string>();
      const handlers: string[] = [];
      const files = htmlFiles(outDir);
      for (const file of files) {
        const report = inlineScripts(fs.readFileSync(file, 'utf8'));
        report.hashes.forEach((hash) => hashes.add(hash));
        handlers.push(
          ...report.eventHandlers.map((handler) => `${path.relative(outDir, file)}: ${handler}`),
        );
      }
      if (handlers.length) {
        throw new Error(
          `Inline event handlers break the Content-Security-Policy:\n  ${handlers.slice(0, 20).join('\n  ')}`,
        );
      }
      const csp = contentSecurityPolicy({ scriptHashes: [...hashes], extra: options.extra });
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(securityHeaders(csp)));
      console.log(
        `[security-headers] _headers written: ${hashes.size} inline scripts allowed by hash across ${files.length} HTML files.`,
      );
    },
  };
}
