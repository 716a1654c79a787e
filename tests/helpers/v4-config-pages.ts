/**
 * The webpack 4 configuration pages (`versioned_docs/version-4/configuration/`)
 * and the webpack 4.47.0 / webpack-dev-server 3.11.3 schemas they document,
 * shared by the tests in `tests/content/v4/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extractHeadings,
  parseMarkdown,
  type Heading,
} from '../../plugins/content-model/lib/markdown';
import { readSchema, type JsonSchema } from './schema-options';

export const ROOT = path.resolve(__dirname, '../..');
export const WEBPACK4_ROOT = path.join(ROOT, 'tooling/webpack4');
export const V4_CONFIG_DOCS = path.join(ROOT, 'versioned_docs/version-4/configuration');

export const schema4: JsonSchema = readSchema(
  require.resolve('webpack/schemas/WebpackOptions.json', { paths: [WEBPACK4_ROOT] }),
);
export const devServerSchema3: JsonSchema = readSchema(
  require.resolve('webpack-dev-server/lib/options.json', { paths: [WEBPACK4_ROOT] }),
);

/** Which page documents each top-level option of webpack 4 (and all of its sub-options). */
export const PAGE_FOR_OPTION_V4: Record<string, string> = {
  amd: 'other-options',
  bail: 'other-options',
  cache: 'other-options',
  context: 'entry-context',
  dependencies: 'other-options',
  devServer: 'dev-server',
  devtool: 'devtool',
  entry: 'entry-context',
  externals: 'externals',
  infrastructureLogging: 'infrastructureLogging',
  loader: 'other-options',
  mode: 'mode',
  module: 'module',
  name: 'other-options',
  node: 'node',
  optimization: 'optimization',
  output: 'output',
  parallelism: 'other-options',
  performance: 'performance',
  plugins: 'plugins',
  profile: 'other-options',
  recordsInputPath: 'other-options',
  recordsOutputPath: 'other-options',
  recordsPath: 'other-options',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  serve: 'other-options',
  stats: 'stats',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
};

/** Headings for items of `module.rules` (`Rule.test`), checked against this schema definition. */
export const DEFINITION_PREFIXES_V4: Record<string, { definition: string; page: string }> = {
  Rule: { definition: 'RuleSetRule', page: 'module' },
};

export interface PageHeading extends Heading {
  page: string;
}

export function v4PageFiles(): string[] {
  return fs
    .readdirSync(V4_CONFIG_DOCS)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

export function readV4Page(file: string): string {
  return fs.readFileSync(path.join(V4_CONFIG_DOCS, file), 'utf8');
}

export function v4Headings(): PageHeading[] {
  return v4PageFiles().flatMap((file) => {
    const { body } = parseMarkdown(readV4Page(file));
    const page = file.replace(/\.mdx?$/, '');
    return extractHeadings(body).map((heading) => ({ ...heading, page }));
  });
}
