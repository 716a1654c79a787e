/**
 * The `- Default:` lines of the loader and plugin pages agree with the
 * installed packages. For each option heading with a default written as a
 * value, the real default comes from, in this order:
 *
 * 1. a live instance (plugins): `new Plugin()` and the option as the
 *    constructor stores it (`plugin.options.threshold`, `plugin.threshold`);
 * 2. the option's `default` in the package's JSON schema;
 * 3. the package's source: the option name followed, on the same line, by the
 *    stated value (`threshold: 0`, `options.algorithm || "gzip"`,
 *    `{ localIdentName = "[hash:base64]" }`).
 *
 * A stated value that none of them confirms fails, naming the page, the line,
 * the stated value and what the package has. Defaults written in words
 * ("every file", "the compiler context") are counted and listed when the test
 * runs with DEFAULTS_REPORT=1, not failed: the loader pages are being
 * rewritten, and the parser is kept tolerant of text around the value.
 */
import path from 'node:path';
import { LOADER_PACKAGES, NODE_MODULES } from '../helpers/loaders-catalog';
import {
  checkPage,
  sectionPages,
  type Checked,
  type DocsVersion,
} from '../helpers/package-defaults';

const ROOT = path.resolve(__dirname, '../..');

/** The current docs: packages from the site's node_modules. */
const CURRENT: DocsVersion = {
  docsDir: path.join(ROOT, 'docs'),
  resolveFrom: ROOT,
  loader(slug) {
    const entry = LOADER_PACKAGES.find((p) => p.slug === slug);
    if (!entry) return undefined;
    return {
      pkg: entry.pkg,
      ...(entry.schema ? { schema: path.join(NODE_MODULES, entry.schema) } : {}),
    };
  },
};

/**
 * Stated defaults the package does not confirm, found by this test; each is
 * for the lead to fix on the page (the loader and plugin pages belong to other
 * helpers this round). Keyed `dir/page:option`; the test fails when an entry
 * is confirmed again, so the list only shrinks.
 */
const KNOWN_WRONG: Record<string, string> = {};

/**
 * Stated values the three sources above do not confirm, because the package
 * computes them (`30 * 1024`), keeps them in a named constant elsewhere, or
 * leaves them to the tool it wraps (Babel, esbuild, SWC). Not yet checked by
 * hand; the lead should either confirm each from the file named or fix it.
 */
const UNCONFIRMED: Record<string, string> = {
  'loaders/babel-loader.md:babelrc': "Babel's own default, not babel-loader's",
  'loaders/css-loader.md:modules.hashStrategy':
    'css-loader/dist/utils.js compares with "minimal-subset" only',
  'loaders/css-loader.md:importLoaders':
    'css-loader/dist/utils.js passes it through; unset reads as 0',
  'loaders/esbuild-loader.md:supported': "esbuild-loader's transform defaults",
  'loaders/esbuild-loader.md:jsx': "esbuild's own default",
  'loaders/swc-loader.md:swcrc': "SWC's own default",
  'plugins/aggressive-splitting-plugin.md:minSize':
    'webpack/lib/optimize/AggressiveSplittingPlugin.js computes `30 * 1024`',
  'plugins/aggressive-splitting-plugin.md:maxSize':
    'webpack/lib/optimize/AggressiveSplittingPlugin.js computes it',
  'plugins/copy-plugin.md:concurrency':
    'webpack/lib/output/CopyPlugin.js uses a FILE_CONCURRENCY constant',
  'plugins/eslint-webpack-plugin.md:exclude':
    'eslint-webpack-plugin/dist/options.js has no literal',
  'plugins/hashed-module-ids-plugin.md:hashFunction': 'webpack/lib/ids/HashedModuleIdsPlugin.js',
  'plugins/limit-chunk-count-plugin.md:chunkOverhead':
    'webpack/lib/optimize/LimitChunkCountPlugin.js',
  'plugins/limit-chunk-count-plugin.md:entryChunkMultiplicator':
    'webpack/lib/optimize/LimitChunkCountPlugin.js',
  'plugins/min-chunk-size-plugin.md:chunkOverhead': 'webpack/lib/optimize/MinChunkSizePlugin.js',
  'plugins/min-chunk-size-plugin.md:entryChunkMultiplicator':
    'webpack/lib/optimize/MinChunkSizePlugin.js',
  'plugins/source-map-dev-tool-plugin.md:append':
    'webpack/lib/SourceMapDevToolPlugin.js builds it per file type',
  'plugins/source-map-dev-tool-plugin.md:test': 'webpack/lib/SourceMapDevToolPlugin.js',
  'plugins/workbox-webpack-plugin.md:exclude': 'workbox-webpack-plugin/build/*.js',
  'plugins/workbox-webpack-plugin.md:ignoreURLParametersMatching':
    'workbox-build schema default is a RegExp list',
};

describe.each(['loaders', 'plugins'] as const)('%s pages: stated option defaults', (dir) => {
  const results = sectionPages(CURRENT, dir).flatMap((file) => checkPage(CURRENT, dir, file));

  it('finds Default lines and confirms most of those written as values', () => {
    const confirmed = results.filter((r) => r.outcome === 'confirmed').length;
    expect(results.length).toBeGreaterThan(50);
    expect(confirmed).toBeGreaterThan(20);
    if (process.env.DEFAULTS_REPORT) {
      const counts = Object.fromEntries(
        ['confirmed', 'unset', 'unparsed', 'failed'].map((o) => [
          o,
          results.filter((r) => r.outcome === o).length,
        ]),
      );
      console.log(
        `${dir}: ${JSON.stringify(counts)}\n` +
          results
            .filter((r) => r.outcome !== 'confirmed')
            .map(
              (r) =>
                `${r.outcome} docs/${dir}/${r.line.page}:${r.line.line} (${r.line.heading}) ${r.line.text} → ${r.detail}`,
            )
            .join('\n'),
      );
    }
  });

  it('every default written as a value is the package default', () => {
    const key = (r: Checked) => `${dir}/${r.line.page}:${r.line.heading}`;
    const failures = results
      .filter((r) => r.outcome === 'failed' && !(key(r) in KNOWN_WRONG) && !(key(r) in UNCONFIRMED))
      .map(
        (r) =>
          `docs/${dir}/${r.line.page}:${r.line.line} (${r.line.heading}): states "${r.line.text}" — ${r.detail}`,
      );
    const stale = results
      .filter((r) => r.outcome === 'confirmed' && (key(r) in KNOWN_WRONG || key(r) in UNCONFIRMED))
      .map((r) => `${key(r)} is confirmed now; remove it from KNOWN_WRONG / UNCONFIRMED`);
    expect([...failures, ...stale]).toEqual([]);
  });
});
