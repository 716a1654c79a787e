/**
 * Where the webpack 4 facts live: the npm workspace tooling/webpack4 (webpack
 * 4.47.0 and the loaders and plugins of its era, which resolve each other from
 * there), and where the v4 pages live (versioned_docs/version-4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { TS_LOADER_OPTIONS } from './loaders-catalog';

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
  return JSON.parse(fs.readFileSync(packageFile4(pkg, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** URLs other v4 sections have announced in /work/wt/V4-PAGES.md (copied into the repo as they merge). */
export function v4SectionIndexes(): string[] {
  return ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'].map(
    (s) => `/v4/${s}/`,
  );
}

export interface LoaderPackage4 {
  slug: string;
  pkg: string;
  /** The loader's option schema, relative to its package. */
  schema: string;
  /** Options the loader reads besides its schema (the schema is open or absent). */
  ownOptions?: { names: readonly string[]; from: string };
}

/**
 * ts-loader 8 has no schema: it checks names against `validLoaderOptions` in dist/index.js. Its list
 * is the same as ts-loader 9's, so both versions share TS_LOADER_OPTIONS; each loaders test re-reads
 * its own installed ts-loader, so the list fails for the version whose names drift.
 */
export const TS_LOADER_8_OPTIONS = TS_LOADER_OPTIONS;

/** The loaders of the webpack 4 era in tooling/webpack4/package.json, keyed by page slug. */
export const V4_LOADERS: readonly LoaderPackage4[] = [
  { slug: 'babel-loader', pkg: 'babel-loader', schema: 'lib/schema.json' },
  { slug: 'css-loader', pkg: 'css-loader', schema: 'dist/options.json' },
  { slug: 'exports-loader', pkg: 'exports-loader', schema: 'dist/options.json' },
  { slug: 'expose-loader', pkg: 'expose-loader', schema: 'dist/options.json' },
  { slug: 'file-loader', pkg: 'file-loader', schema: 'dist/options.json' },
  { slug: 'html-loader', pkg: 'html-loader', schema: 'dist/options.json' },
  { slug: 'imports-loader', pkg: 'imports-loader', schema: 'dist/options.json' },
  { slug: 'less-loader', pkg: 'less-loader', schema: 'dist/options.json' },
  {
    slug: 'mini-css-extract-plugin-loader',
    pkg: 'mini-css-extract-plugin',
    schema: 'dist/loader-options.json',
  },
  { slug: 'postcss-loader', pkg: 'postcss-loader', schema: 'dist/options.json' },
  { slug: 'raw-loader', pkg: 'raw-loader', schema: 'dist/options.json' },
  { slug: 'sass-loader', pkg: 'sass-loader', schema: 'dist/options.json' },
  { slug: 'style-loader', pkg: 'style-loader', schema: 'dist/options.json' },
  {
    slug: 'ts-loader',
    pkg: 'ts-loader',
    schema: '',
    ownOptions: { names: TS_LOADER_8_OPTIONS, from: 'ts-loader/dist/index.js' },
  },
  { slug: 'url-loader', pkg: 'url-loader', schema: 'dist/options.json' },
];
