/**
 * Where the webpack 4 facts live: the npm workspace tooling/webpack4 (webpack
 * 4.47.0 and the loaders and plugins of its era, which resolve each other from
 * there), and where the v4 pages live (versioned_docs/version-4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(__dirname, '../..');
export const WEBPACK4_DIR = path.join(ROOT, 'tooling/webpack4');
export const V4_DOCS = path.join(ROOT, 'versioned_docs/version-4');

/** `require` as seen from tooling/webpack4: `require4('webpack')` is webpack 4.47.0. */
export const require4 = createRequire(path.join(WEBPACK4_DIR, 'package.json'));

/** The folder of a package as tooling/webpack4 resolves it (some are hoisted to the root node_modules). */
export function packageDir4(pkg: string): string {
  return path.dirname(require4.resolve(`${pkg}/package.json`));
}

/** A file inside a package, as an absolute path: `packageFile4('css-loader', 'dist/options.json')`. */
export function packageFile4(pkg: string, file: string): string {
  return path.join(packageDir4(pkg), file);
}

export function packageJson4(pkg: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(packageFile4(pkg, 'package.json'), 'utf8')) as Record<string, unknown>;
}

/** URLs other v4 sections have announced in /work/wt/V4-PAGES.md (copied into the repo as they merge). */
export function v4SectionIndexes(): string[] {
  return ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'].map((s) => `/v4/${s}/`);
}
