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
import fs from 'node:fs';
import path from 'node:path';
import { LOADER_PACKAGES } from '../helpers/loaders-catalog';
import { readSchema, schemasAtPath, type JsonSchema } from '../helpers/schema-options';
import { matches, parseDefault, show, statedLines, type StatedLine } from '../helpers/stated-defaults';

const ROOT = path.resolve(__dirname, '../..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const NO_CONDITIONS = { phrases: [], filler: /\b(for|in|the|and|by)\b/gi };

interface Package {
  /** Directory whose .js files are searched for the default. */
  sourceFiles: string[];
  schema?: JsonSchema;
  /** A live instance, for plugins. */
  instance?: Record<string, unknown>;
}

function jsFiles(dir: string, depth = 0): string[] {
  if (!fs.existsSync(dir) || depth > 3) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : jsFiles(full, depth + 1);
    return /\.(c?js)$/.test(entry.name) && !/\.min\.js$/.test(entry.name) ? [full] : [];
  });
}

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [ROOT] }));
}

/** The source files of a package: its dist/ or lib/ (or the main file's folder). */
function packageSources(pkg: string): string[] {
  const dir = packageDir(pkg);
  for (const sub of ['dist', 'lib', 'src']) {
    const files = jsFiles(path.join(dir, sub));
    if (files.length) return files;
  }
  return jsFiles(dir).slice(0, 50);
}

const webpackLib = path.join(packageDir('webpack'), 'lib');
const webpackLibFiles = jsFiles(webpackLib);

function loaderPackage(slug: string): Package | undefined {
  const entry = LOADER_PACKAGES.find((p) => p.slug === slug);
  if (!entry) return undefined;
  const pkg = slug === 'mini-css-extract-plugin-loader' ? 'mini-css-extract-plugin' : entry.pkg;
  return {
    sourceFiles: packageSources(pkg),
    ...(entry.schema ? { schema: readSchema(path.join(NODE_MODULES, entry.schema)) } : {}),
  };
}

function construct(PluginClass: unknown): Record<string, unknown> | undefined {
  if (typeof PluginClass !== 'function') return undefined;
  for (const args of [[], [{}]]) {
    try {
      return new (PluginClass as new (...a: unknown[]) => Record<string, unknown>)(...args);
    } catch {
      // Needs options; try the next form.
    }
  }
  return undefined;
}

function pluginPackage(title: string, data: Record<string, unknown>): Package | undefined {
  if (typeof data.repo === 'string') {
    // A contrib plugin: the page title is the package name.
    let instance: Record<string, unknown> | undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(require.resolve(title, { paths: [ROOT] })) as { default?: unknown };
      instance = construct(loaded.default ?? loaded);
    } catch {
      instance = undefined;
    }
    const schemaFile = [
      path.join(packageDir(title), 'dist/options.json'),
      path.join(packageDir(title), 'dist/plugin-options.json'),
      // workbox-webpack-plugin validates with workbox-build's schema, which carries the defaults.
    ].find((f) => fs.existsSync(f));
    // workbox-webpack-plugin validates with workbox-build's schemas (GenerateSW and InjectManifest), which carry the defaults.
    const workbox = ['WebpackGenerateSWOptions', 'WebpackInjectManifestOptions'].map((n) =>
      readSchema(path.join(packageDir('workbox-build'), `build/schema/${n}.json`)),
    );
    const schema = title === 'workbox-webpack-plugin' ? ({ anyOf: workbox } as JsonSchema) : schemaFile ? readSchema(schemaFile) : undefined;
    return { sourceFiles: packageSources(title), ...(instance ? { instance } : {}), ...(schema ? { schema } : {}) };
  }
  // A core plugin: its own file first, then the rest of webpack/lib (defaults often live in a helper).
  const own = webpackLibFiles.filter((f) => path.basename(f) === `${title}.js`);
  if (own.length === 0) return undefined;
  const near = webpackLibFiles.filter((f) => !own.includes(f) && own.some((o) => path.dirname(o) === path.dirname(f)));
  return { sourceFiles: [...own, ...near] };
}

/** A JavaScript source spelling of a literal, as a regular expression. */
function sourcePattern(value: unknown): string | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Strings as written in source: escapes (`\n`) kept, either quote.
  if (typeof value === 'string') return `(["'\`])${escape(JSON.stringify(value).slice(1, -1))}\\1`;
  if (Array.isArray(value) && value.length > 0) {
    const items = value.map((v) => (typeof v === 'string' ? `["'\`]${escape(JSON.stringify(v).slice(1, -1))}["'\`]` : sourcePattern(v)));
    if (items.every(Boolean)) return `\\[\\s*${items.join('\\s*,\\s*')}\\s*,?\\s*\\]`;
  }
  if (typeof value === 'number') return value === Infinity ? 'Infinity' : `(?<![\\w.])${escape(String(value))}(?![\\w.])`;
  if (typeof value === 'boolean') return `(?<![\\w.])${value}(?![\\w.])`;
  if (value instanceof RegExp) return escape(String(value));
  if (Array.isArray(value) && value.length === 0) return '\\[\\s*\\]';
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return '\\{\\s*\\}';
  return undefined;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

/**
 * The option name followed, within one statement, by the value
 * (`threshold: 0`, `options.algorithm || "gzip"`), a `DEFAULT_FILENAME =
 * "manifest.json"` constant, or `option !== false` for a stated `true`.
 */
function sourceEvidence(files: string[], name: string, value: unknown): string | undefined {
  const pattern = sourcePattern(value);
  if (!pattern) return undefined;
  const escaped = name.replace(/[$]/g, '\\$');
  const constant = `DEFAULT_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  const res = [
    new RegExp(`\\b${escaped}\\b["']?\\s*(?:[:=]|\\?\\?|\\|\\||!==?|===?|,)[^;]{0,100}?${pattern}`),
    new RegExp(`\\b${constant}\\s*=\\s*${pattern}`),
    ...(value === true ? [new RegExp(`\\b${escaped}\\s*!==\\s*false\\b`)] : []),
  ];
  for (const file of files) {
    const text = read(file);
    for (const re of res) {
      const m = re.exec(text);
      if (m) return `${path.relative(NODE_MODULES, file)}: ${m[0].trim().slice(0, 120)}`;
    }
  }
  return undefined;
}

function instanceValue(instance: Record<string, unknown>, segments: string[]): { found: boolean; value: unknown } {
  for (const base of [instance.options, instance._options, instance.pluginOptions, instance]) {
    let current: unknown = base;
    let found = true;
    for (const segment of segments) {
      if (current && typeof current === 'object' && segment in (current as object)) current = (current as Record<string, unknown>)[segment];
      else {
        found = false;
        break;
      }
    }
    if (found && base !== undefined) return { found: true, value: current };
  }
  return { found: false, value: undefined };
}

function schemaDefault(schema: JsonSchema, optionPath: string): { found: boolean; value: unknown } {
  for (const node of schemasAtPath(schema, optionPath)) {
    if ('default' in node) return { found: true, value: node.default };
  }
  return { found: false, value: undefined };
}

interface Checked {
  line: StatedLine;
  dir: string;
  outcome: 'confirmed' | 'unparsed' | 'unset' | 'failed';
  detail: string;
}

function checkPage(dir: 'loaders' | 'plugins', file: string): Checked[] {
  const source = fs.readFileSync(path.join(ROOT, 'docs', dir, file), 'utf8');
  const slug = file.replace(/\.mdx?$/, '');
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? slug;
  const data = { repo: /^repo:\s*(.+)$/m.exec(front)?.[1] };
  const pkg = dir === 'loaders' ? loaderPackage(slug) : pluginPackage(title, data);
  const out: Checked[] = [];
  for (const line of statedLines(file, source)) {
    if (line.kind !== 'Default' || !line.isOptionHeading || line.qualifier) continue;
    const optionPath = line.heading.replace(/^options\./, '');
    const segments = optionPath.split('.');
    const name = segments[segments.length - 1]!;
    const parsed = parseDefault(line.text, NO_CONDITIONS);
    if (parsed.kind === 'unparsed') {
      out.push({ line, dir, outcome: 'unparsed', detail: parsed.reason });
      continue;
    }
    if (parsed.kind === 'unset' || !pkg) {
      out.push({ line, dir, outcome: 'unset', detail: pkg ? 'stated as not set' : 'no package source known' });
      continue;
    }
    const clause = parsed.clauses[0]!;
    if (parsed.clauses.length > 1 || clause.ref) {
      out.push({ line, dir, outcome: 'unparsed', detail: 'several values or a reference' });
      continue;
    }
    const stated = clause.value;
    if (pkg.instance) {
      const live = instanceValue(pkg.instance, segments);
      if (live.found && live.value !== undefined) {
        out.push(
          matches(stated, live.value)
            ? { line, dir, outcome: 'confirmed', detail: 'live instance' }
            : { line, dir, outcome: 'failed', detail: `new ${line.page.replace(/\.md$/, '')}() has ${show(live.value)}` },
        );
        continue;
      }
    }
    if (pkg.schema) {
      const fromSchema = schemaDefault(pkg.schema, optionPath);
      if (fromSchema.found) {
        out.push(
          matches(stated, fromSchema.value)
            ? { line, dir, outcome: 'confirmed', detail: 'schema default' }
            : { line, dir, outcome: 'failed', detail: `the schema's default is ${show(fromSchema.value)}` },
        );
        continue;
      }
    }
    // `false`, `null`, `[]`, `{}`: what an option left out reads as where the package tests or spreads it.
    const empty = stated === undefined || stated === false || stated === null || (Array.isArray(stated) && stated.length === 0) || (typeof stated === 'object' && stated !== null && !(stated instanceof RegExp) && Object.keys(stated).length === 0);
    if (empty && !sourceEvidence(pkg.sourceFiles, name, stated)) {
      out.push({ line, dir, outcome: 'unset', detail: 'an empty value (false, null, [] or {}), read as the option left out' });
      continue;
    }
    const evidence = sourceEvidence(pkg.sourceFiles, name, stated);
    out.push(
      evidence
        ? { line, dir, outcome: 'confirmed', detail: evidence }
        : {
            line,
            dir,
            outcome: 'failed',
            detail: `no default ${show(stated)} for \`${name}\` in the schema or in the package source (${pkg.sourceFiles.length} files searched)`,
          },
    );
  }
  return out;
}

const pages = (dir: 'loaders' | 'plugins') =>
  fs
    .readdirSync(path.join(ROOT, 'docs', dir))
    .filter((f) => /\.mdx?$/.test(f) && f !== 'index.md')
    .sort();

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
  'loaders/css-loader.md:modules.hashStrategy': 'css-loader/dist/utils.js compares with "minimal-subset" only',
  'loaders/css-loader.md:importLoaders': 'css-loader/dist/utils.js passes it through; unset reads as 0',
  'loaders/esbuild-loader.md:supported': "esbuild-loader's transform defaults",
  'loaders/esbuild-loader.md:jsx': "esbuild's own default",
  'loaders/swc-loader.md:swcrc': "SWC's own default",
  'plugins/aggressive-splitting-plugin.md:minSize': 'webpack/lib/optimize/AggressiveSplittingPlugin.js computes `30 * 1024`',
  'plugins/aggressive-splitting-plugin.md:maxSize': 'webpack/lib/optimize/AggressiveSplittingPlugin.js computes it',
  'plugins/copy-plugin.md:concurrency': 'webpack/lib/output/CopyPlugin.js uses a FILE_CONCURRENCY constant',
  'plugins/eslint-webpack-plugin.md:exclude': 'eslint-webpack-plugin/dist/options.js has no literal',
  'plugins/hashed-module-ids-plugin.md:hashFunction': 'webpack/lib/ids/HashedModuleIdsPlugin.js',
  'plugins/limit-chunk-count-plugin.md:chunkOverhead': 'webpack/lib/optimize/LimitChunkCountPlugin.js',
  'plugins/limit-chunk-count-plugin.md:entryChunkMultiplicator': 'webpack/lib/optimize/LimitChunkCountPlugin.js',
  'plugins/min-chunk-size-plugin.md:chunkOverhead': 'webpack/lib/optimize/MinChunkSizePlugin.js',
  'plugins/min-chunk-size-plugin.md:entryChunkMultiplicator': 'webpack/lib/optimize/MinChunkSizePlugin.js',
  'plugins/source-map-dev-tool-plugin.md:append': 'webpack/lib/SourceMapDevToolPlugin.js builds it per file type',
  'plugins/source-map-dev-tool-plugin.md:test': 'webpack/lib/SourceMapDevToolPlugin.js',
  'plugins/workbox-webpack-plugin.md:exclude': 'workbox-webpack-plugin/build/*.js',
  'plugins/workbox-webpack-plugin.md:ignoreURLParametersMatching': 'workbox-build schema default is a RegExp list',
};

describe.each(['loaders', 'plugins'] as const)('%s pages: stated option defaults', (dir) => {
  const results = pages(dir).flatMap((file) => checkPage(dir, file));

  it('finds Default lines and confirms most of those written as values', () => {
    const confirmed = results.filter((r) => r.outcome === 'confirmed').length;
    expect(results.length).toBeGreaterThan(50);
    expect(confirmed).toBeGreaterThan(20);
    if (process.env.DEFAULTS_REPORT) {
      const counts = Object.fromEntries(['confirmed', 'unset', 'unparsed', 'failed'].map((o) => [o, results.filter((r) => r.outcome === o).length]));
      console.log(
        `${dir}: ${JSON.stringify(counts)}\n` +
          results
            .filter((r) => r.outcome !== 'confirmed')
            .map((r) => `${r.outcome} docs/${dir}/${r.line.page}:${r.line.line} (${r.line.heading}) ${r.line.text} → ${r.detail}`)
            .join('\n'),
      );
    }
  });

  it('every default written as a value is the package default', () => {
    const key = (r: Checked) => `${dir}/${r.line.page}:${r.line.heading}`;
    const failures = results
      .filter((r) => r.outcome === 'failed' && !(key(r) in KNOWN_WRONG) && !(key(r) in UNCONFIRMED))
      .map((r) => `docs/${dir}/${r.line.page}:${r.line.line} (${r.line.heading}): states "${r.line.text}" — ${r.detail}`);
    const stale = results
      .filter((r) => r.outcome === 'confirmed' && (key(r) in KNOWN_WRONG || key(r) in UNCONFIRMED))
      .map((r) => `${key(r)} is confirmed now; remove it from KNOWN_WRONG / UNCONFIRMED`);
    expect([...failures, ...stale]).toEqual([]);
  });
});

