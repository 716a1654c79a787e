/**
 * The webpack 4 plugins section (versioned_docs/version-4/plugins) against
 * webpack 4.47.0 and the contrib plugins of its era in tooling/webpack4:
 * every plugin class webpack 4 exports has a page or a stated reason not to,
 * every page documents exactly the arguments and options its plugin reads,
 * and every example is a configuration webpack 4 (and the plugin) accepts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSandbox,
  expectNestedOptions,
  expectNumberedByTitle,
  exportedWebpackPlugins,
  headingsUnder,
  kebabCase,
  loadPluginPages,
  normalizeRepository,
  HTML_WEBPACK_PLUGIN_OPTIONS,
  PACKAGE_PAGE_KEYS,
  pageLinks,
  schemaOptionNames,
  typingsOptionNames,
} from '../../helpers/plugins-pages';
import type { PluginPage } from '../../helpers/plugins-pages';
import { SITE_ROUTES } from '../../helpers/site-routes';
import {
  checkPluginTypeLines,
  type PageTypeSources,
  type TypeSource,
} from '../../helpers/plugin-type-lines';
import {
  V4_DOCS,
  packageDir4,
  packageFile4,
  packageJson4,
  require4,
  v4SectionIndexes,
} from '../../helpers/webpack4';

interface Webpack4 {
  version: string;
  validate(config: unknown): void;
  validateSchema(schema: object, options: unknown): unknown[];
  WebpackOptionsValidationError: new (errors: unknown[]) => Error;
  debug: { ProfilingPlugin: new (...args: unknown[]) => unknown };
  (config: unknown): { close?: (cb: () => void) => void };
}
const webpack4 = require4('webpack') as Webpack4;
const WEBPACK4_NODE_MODULES = path.dirname(packageDir4('webpack'));
const PLUGINS_DIR = path.join(V4_DOCS, 'plugins');

/**
 * Plugin classes webpack 4.47.0 exports (lib/webpack.js, `exportPlugins`) that
 * get no page, with the reason. Everything else it exports under a name ending
 * in `Plugin` must have one.
 */
const EXCLUDED: Record<string, string> = {
  CachePlugin:
    'internal: applied by the `cache` option (on by default in watch mode); configure `cache` instead',
  SingleEntryPlugin: 'internal: applied for each entry by the `entry` option',
  LibraryTemplatePlugin: 'internal: applied by `output.library` and `output.libraryTarget`',
  SetVarMainTemplatePlugin:
    'internal: applied by LibraryTemplatePlugin for the var, assign, this, window, global and commonjs targets',
  UmdMainTemplatePlugin:
    'internal: applied by LibraryTemplatePlugin for `output.libraryTarget: "umd"`',
  LoaderTargetPlugin: 'internal: applied by the `target` option to set `this.target` for loaders',
  JsonpTemplatePlugin: 'internal: the chunk-loading runtime of `target: "web"`',
  WebWorkerTemplatePlugin: 'internal: the chunk-loading runtime of `target: "webworker"`',
  NodeTemplatePlugin: 'internal: the chunk-loading runtime of the node targets',
  FetchCompileWasmTemplatePlugin:
    'internal: WebAssembly loading for `target: "web"` and `"webworker"`',
  ReadFileCompileWasmTemplatePlugin: 'internal: WebAssembly loading for the node targets',
  SideEffectsFlagPlugin: 'internal: applied by `optimization.sideEffects`; configure that option',
  OccurrenceOrderPlugin:
    'superseded inside webpack 4 by `optimization.occurrenceOrder`, which applies the next two',
  // Exported as optimize.OccurrenceModuleOrderPlugin and optimize.OccurrenceChunkOrderPlugin; keyed by class name.
  OccurrenceOrderModuleIdsPlugin:
    'internal: applied by `optimization.occurrenceOrder` (on in production) to order module ids',
  OccurrenceOrderChunkIdsPlugin:
    'internal: applied by `optimization.occurrenceOrder` (on in production) to order chunk ids',
  NodeEnvironmentPlugin:
    'internal: webpack() applies it to every compiler to set up its file systems before any user plugin',
};

type OptionSource =
  /** A JSON schema file (absolute path) and a JSON pointer inside it. */
  | { schema: string; pointer?: string }
  /** An explicit list, for options no schema describes; `from` names the file the names were read from. */
  | { list: string[]; from: string };

interface PluginSpec {
  /** `### name` headings under `## Arguments`, for plugins that take positional arguments. */
  args?: string[];
  /** Source of the `### name` headings under `## Options`. */
  options?: OptionSource;
  /** Sources of `#### name` headings under a `### name` option heading. */
  nested?: Record<string, OptionSource>;
}

const W4_SCHEMAS = path.join(WEBPACK4_NODE_MODULES, 'webpack/schemas');
const pluginSchema = (file: string): OptionSource => ({
  schema: path.join(W4_SCHEMAS, 'plugins', file),
});
const read = (from: string, list: string[]): OptionSource => ({ list, from });

/** How each documented core plugin is constructed, read from its constructor in webpack/lib. */
const CORE: Record<string, PluginSpec> = {
  AggressiveMergingPlugin: {
    options: read('webpack/lib/optimize/AggressiveMergingPlugin.js', ['minSizeReduce']),
  },
  AggressiveSplittingPlugin: { options: pluginSchema('optimize/AggressiveSplittingPlugin.json') },
  AutomaticPrefetchPlugin: {},
  BannerPlugin: { options: pluginSchema('BannerPlugin.json') },
  ChunkModuleIdRangePlugin: {
    options: read('webpack/lib/optimize/ChunkModuleIdRangePlugin.js', [
      'end',
      'name',
      'order',
      'start',
    ]),
  },
  ContextExclusionPlugin: { args: ['negativeMatcher'] },
  ContextReplacementPlugin: {
    args: ['newContentRecursive', 'newContentRegExp', 'newContentResource', 'resourceRegExp'],
  },
  DefinePlugin: { args: ['definitions'] },
  DllPlugin: { options: pluginSchema('DllPlugin.json') },
  DllReferencePlugin: { options: pluginSchema('DllReferencePlugin.json') },
  EnvironmentPlugin: { args: ['keys'] },
  EvalDevToolModulePlugin: {
    options: read('webpack/lib/EvalDevToolModulePlugin.js', [
      'moduleFilenameTemplate',
      'namespace',
      'sourceUrlComment',
    ]),
  },
  EvalSourceMapDevToolPlugin: {
    options: read(
      'webpack/lib/EvalSourceMapDevToolModuleTemplatePlugin.js, webpack/lib/SourceMapDevToolModuleOptionsPlugin.js, webpack-sources/lib/SourceAndMapMixin.js',
      [
        'append',
        'columns',
        'lineToLine',
        'module',
        'moduleFilenameTemplate',
        'namespace',
        'sourceRoot',
      ],
    ),
  },
  ExtendedAPIPlugin: {},
  ExternalsPlugin: { args: ['externals', 'type'] },
  HashedModuleIdsPlugin: { options: pluginSchema('HashedModuleIdsPlugin.json') },
  HotModuleReplacementPlugin: {
    options: read('webpack/lib/HotModuleReplacementPlugin.js', [
      'fullBuildTimeout',
      'multiStep',
      'requestTimeout',
    ]),
  },
  IgnorePlugin: { options: pluginSchema('IgnorePlugin.json') },
  LimitChunkCountPlugin: { options: pluginSchema('optimize/LimitChunkCountPlugin.json') },
  LoaderOptionsPlugin: { options: pluginSchema('LoaderOptionsPlugin.json') },
  MinChunkSizePlugin: { options: pluginSchema('optimize/MinChunkSizePlugin.json') },
  ModuleConcatenationPlugin: {},
  NamedChunksPlugin: { args: ['nameResolver'] },
  NamedModulesPlugin: { options: read('webpack/lib/NamedModulesPlugin.js', ['context']) },
  NoEmitOnErrorsPlugin: {},
  NormalModuleReplacementPlugin: { args: ['newResource', 'resourceRegExp'] },
  PrefetchPlugin: { args: ['context', 'request'] },
  ProfilingPlugin: { options: pluginSchema('debug/ProfilingPlugin.json') },
  ProgressPlugin: { options: pluginSchema('ProgressPlugin.json') },
  ProvidePlugin: { args: ['definitions'] },
  RuntimeChunkPlugin: { options: read('webpack/lib/optimize/RuntimeChunkPlugin.js', ['name']) },
  SourceMapDevToolPlugin: { options: pluginSchema('SourceMapDevToolPlugin.json') },
  SplitChunksPlugin: {
    options: {
      schema: path.join(W4_SCHEMAS, 'WebpackOptions.json'),
      pointer: '#/definitions/OptimizationSplitChunksOptions',
    },
    nested: {
      cacheGroups: {
        schema: path.join(W4_SCHEMAS, 'WebpackOptions.json'),
        pointer:
          '#/definitions/OptimizationSplitChunksOptions/properties/cacheGroups/additionalProperties/anyOf/4',
      },
    },
  },
  WatchIgnorePlugin: { args: ['paths'] },
};

/** clean-webpack-plugin 3 ships no JSON schema: `interface Options` in dist/clean-webpack-plugin.d.ts (re-read below). */
const CLEAN_WEBPACK_PLUGIN_OPTIONS = [
  'cleanAfterEveryBuildPatterns',
  'cleanOnceBeforeBuildPatterns',
  'cleanStaleWebpackAssets',
  'dangerouslyAllowCleanPatternsOutsideProject',
  'dry',
  'protectWebpackAssets',
  'verbose',
];

interface PackageSpec extends PluginSpec {
  /** The name the page's examples use for the package's export. */
  binding: (pkg: Record<string, unknown>) => Record<string, unknown>;
}
const schema4 = (pkg: string, file: string, pointer?: string): OptionSource => ({
  schema: packageFile4(pkg, file),
  ...(pointer ? { pointer } : {}),
});

/** The contrib plugins of the webpack 4 era installed in tooling/webpack4, keyed by npm name (= page slug). */
const PACKAGES: Record<string, PackageSpec> = {
  'clean-webpack-plugin': {
    binding: (pkg) => ({ CleanWebpackPlugin: pkg.CleanWebpackPlugin }),
    options: read(
      'clean-webpack-plugin/dist/clean-webpack-plugin.d.ts',
      CLEAN_WEBPACK_PLUGIN_OPTIONS,
    ),
  },
  'compression-webpack-plugin': {
    binding: (pkg) => ({ CompressionPlugin: pkg }),
    options: schema4('compression-webpack-plugin', 'dist/options.json'),
  },
  'copy-webpack-plugin': {
    binding: (pkg) => ({ CopyPlugin: pkg }),
    options: schema4('copy-webpack-plugin', 'dist/options.json'),
    nested: {
      patterns: schema4('copy-webpack-plugin', 'dist/options.json', '#/definitions/ObjectPattern'),
      options: schema4('copy-webpack-plugin', 'dist/options.json', '#/properties/options'),
    },
  },
  'html-webpack-plugin': {
    binding: (pkg) => ({ HtmlWebpackPlugin: pkg }),
    options: read('html-webpack-plugin/typings.d.ts', HTML_WEBPACK_PLUGIN_OPTIONS),
  },
  'mini-css-extract-plugin': {
    binding: (pkg) => ({ MiniCssExtractPlugin: pkg }),
    options: schema4('mini-css-extract-plugin', 'dist/plugin-options.json'),
  },
  'terser-webpack-plugin': {
    binding: (pkg) => ({ TerserPlugin: pkg }),
    options: schema4('terser-webpack-plugin', 'dist/options.json'),
  },
};

const pages = fs.existsSync(PLUGINS_DIR) ? loadPluginPages(PLUGINS_DIR) : [];
const pageBySlug = new Map(pages.map((p) => [p.slug, p]));
const contentPages = pages.filter((p) => p.slug !== 'index');
const exported = exportedWebpackPlugins(webpack4 as unknown as Record<string, unknown>);
const documented = exported.filter((p) => !(p.name in EXCLUDED));
const GROUPS = ['webpack', 'webpack contrib', 'Community'] as const;
const sorted = (names: readonly string[]) => [...names].sort();

function optionNames(source: OptionSource): string[] {
  if ('schema' in source) return schemaOptionNames(source.schema, source.pointer ?? '#');
  return sorted(source.list);
}

function expectHeadingsMatch(page: PluginPage, spec: PluginSpec) {
  const args = headingsUnder(page.headings, { title: 'Arguments', level: 2 }, 3);
  const options = headingsUnder(page.headings, { title: 'Options', level: 2 }, 3);
  expect({ page: page.slug, args: sorted(args), options: sorted(options) }).toEqual({
    page: page.slug,
    args: sorted(spec.args ?? []),
    options: spec.options ? optionNames(spec.options) : [],
  });
  expectNestedOptions(page, spec.nested, optionNames);
}

const isPartial = (meta: string) => /(^|\s)partial(\s|$)/.test(meta);
const configFences = (page: PluginPage) =>
  page.fences.filter((f) => f.title === 'webpack.config.js' && !isPartial(f.meta));
const tmpContext = fs.mkdtempSync(path.join(os.tmpdir(), 'plugins-v4-examples-'));

/** webpack 4's `validate` throws nothing: it returns the errors, which this turns into a thrown error. */
function validate4(config: unknown) {
  const errors = webpack4.validateSchema(
    require4('webpack/schemas/WebpackOptions.json') as object,
    config,
  );
  if (errors.length) throw new webpack4.WebpackOptionsValidationError(errors);
}

/** Creates (does not run) a webpack 4 compiler, which applies every plugin and so runs its option checks. */
function createCompiler4(config: Record<string, unknown>) {
  const plugins = (config.plugins ?? []) as unknown[];
  const profiling = plugins.filter((p) => p instanceof webpack4.debug.ProfilingPlugin);
  if (profiling.length) return; // its constructor validated the options; applying it opens a trace file
  webpack4({ context: tmpContext, ...config });
}

describe('v4 plugins: coverage of webpack 4.47.0', () => {
  it('reads the plugin exports of webpack 4.47.0', () => {
    expect(webpack4.version).toBe('4.47.0');
    expect(exported.length).toBeGreaterThan(40);
  });

  it('excludes only plugins webpack 4 really exports, and gives each exclusion a reason', () => {
    const names = new Set(exported.map((p) => p.name));
    expect(Object.keys(EXCLUDED).filter((n) => !names.has(n))).toEqual([]);
    for (const reason of Object.values(EXCLUDED)) expect(reason.length).toBeGreaterThan(20);
  });

  it('knows how every documented plugin is constructed, and nothing else', () => {
    expect(sorted(Object.keys(CORE))).toEqual(sorted(documented.map((p) => p.name)));
  });

  it.each(documented.map((p) => [p.name, p] as const))(
    '%s has a page naming its export path',
    (name, plugin) => {
      const page = contentPages.find((p) => p.data.title === name);
      expect({ name, page: page?.slug, group: page?.data.group }).toEqual({
        name,
        page: kebabCase(name),
        group: 'webpack',
      });
      expect(plugin.paths.some((p) => page!.body.includes(p))).toBe(true);
    },
  );

  it('has no core page for an excluded or unknown plugin, and a page for each contrib package', () => {
    const names = new Set(documented.map((p) => p.name));
    const core = contentPages.filter((p) => p.data.group === 'webpack');
    expect(core.map((p) => String(p.data.title)).filter((t) => !names.has(t))).toEqual([]);
    expect(
      sorted(contentPages.filter((p) => p.data.group !== 'webpack').map((p) => p.slug)),
    ).toEqual(sorted(Object.keys(PACKAGES)));
  });
});

describe('v4 plugins: arguments and options', () => {
  it.each(documented.map((p) => [p.name] as const))(
    '%s documents what its constructor reads',
    (name) => {
      const page = contentPages.find((p) => p.data.title === name);
      if (!page) throw new Error(`no v4 page for ${name}`);
      expectHeadingsMatch(page, CORE[name] ?? {});
    },
  );

  it.each(Object.entries(PACKAGES))('%s documents every option of its schema', (slug, spec) => {
    const page = pageBySlug.get(slug);
    if (!page) throw new Error(`no v4 page ${slug}.md`);
    expectHeadingsMatch(page, spec);
  });

  it.each([
    [
      'html-webpack-plugin',
      'typings.d.ts',
      'interface ProcessedOptions {',
      '\n  }\n',
      HTML_WEBPACK_PLUGIN_OPTIONS,
    ],
    [
      'clean-webpack-plugin',
      'dist/clean-webpack-plugin.d.ts',
      'interface Options {',
      '\n}\n',
      CLEAN_WEBPACK_PLUGIN_OPTIONS,
    ],
  ] as const)('%s: the option list matches %s', (pkg, file, marker, end, list) => {
    const names = typingsOptionNames(packageFile4(pkg, file), marker, end);
    expect(names.length).toBeGreaterThan(0);
    expect(sorted(names)).toEqual(sorted(list));
  });

  it('reads the explicit option lists from the files they name', () => {
    for (const [name, spec] of Object.entries(CORE)) {
      const source = spec.options;
      if (!source || !('list' in source) || !source.from.startsWith('webpack/')) continue;
      const text = source.from
        .split(', ')
        .map((f) => fs.readFileSync(path.join(WEBPACK4_NODE_MODULES, f), 'utf8'))
        .join('\n');
      for (const option of source.list)
        expect({ name, option, read: text.includes(`options.${option}`) }).toEqual({
          name,
          option,
          read: true,
        });
    }
  });
});

/**
 * Types of the options and arguments no schema describes, as the constructor
 * (or the package's typings) handles them. A Type line on the page must name
 * the same kinds.
 */
const TYPES_FROM_SOURCE: Record<string, TypeSource> = {
  AggressiveMergingPlugin: {
    from: 'webpack/lib/optimize/AggressiveMergingPlugin.js',
    types: { minSizeReduce: 'number' },
  },
  ChunkModuleIdRangePlugin: {
    from: 'webpack/lib/optimize/ChunkModuleIdRangePlugin.js (order: a switch over "index" and "index2")',
    types: { name: 'string', order: '"index" | "index2"', start: 'number', end: 'number' },
  },
  ContextExclusionPlugin: {
    from: 'webpack/lib/ContextExclusionPlugin.js',
    types: { negativeMatcher: 'RegExp' },
  },
  ContextReplacementPlugin: {
    from: 'webpack/lib/ContextReplacementPlugin.js (the typeof checks of the constructor)',
    types: {
      resourceRegExp: 'RegExp',
      newContentResource: 'string | (() => void)',
      newContentRecursive: 'boolean | object | (() => void)',
      newContentRegExp: 'RegExp',
    },
  },
  DefinePlugin: { from: 'webpack/lib/DefinePlugin.js', types: { definitions: 'object' } },
  EnvironmentPlugin: {
    from: 'webpack/lib/EnvironmentPlugin.js (a rest parameter, an array or an object)',
    types: { keys: 'string[] | object' },
  },
  EvalDevToolModulePlugin: {
    from: 'webpack/lib/EvalDevToolModulePlugin.js, webpack/lib/ModuleFilenameHelpers.js',
    types: {
      sourceUrlComment: 'string',
      moduleFilenameTemplate: 'string | (() => string)',
      namespace: 'string',
    },
  },
  EvalSourceMapDevToolPlugin: {
    from: 'webpack/lib/EvalSourceMapDevToolModuleTemplatePlugin.js, webpack/lib/SourceMapDevToolModuleOptionsPlugin.js',
    types: {
      append: 'string',
      moduleFilenameTemplate: 'string | (() => string)',
      namespace: 'string',
      sourceRoot: 'string',
      module: 'boolean',
      columns: 'boolean',
      lineToLine: 'boolean | object',
    },
  },
  ExternalsPlugin: {
    from: 'webpack/lib/ExternalModuleFactoryPlugin.js (handleExternals)',
    types: { type: 'string', externals: 'string | RegExp | object | (() => void) | unknown[]' },
  },
  HotModuleReplacementPlugin: {
    from: 'webpack/lib/HotModuleReplacementPlugin.js',
    types: { multiStep: 'boolean', fullBuildTimeout: 'number', requestTimeout: 'number' },
  },
  NamedChunksPlugin: {
    from: 'webpack/lib/NamedChunksPlugin.js',
    types: { nameResolver: '() => string' },
  },
  NamedModulesPlugin: { from: 'webpack/lib/NamedModulesPlugin.js', types: { context: 'string' } },
  NormalModuleReplacementPlugin: {
    from: 'webpack/lib/NormalModuleReplacementPlugin.js',
    types: { resourceRegExp: 'RegExp', newResource: 'string | (() => void)' },
  },
  PrefetchPlugin: {
    from: 'webpack/lib/PrefetchPlugin.js',
    types: { context: 'string', request: 'string' },
  },
  ProvidePlugin: { from: 'webpack/lib/ProvidePlugin.js', types: { definitions: 'object' } },
  RuntimeChunkPlugin: {
    from: 'webpack/lib/optimize/RuntimeChunkPlugin.js',
    types: { name: 'string | (() => string)' },
  },
  WatchIgnorePlugin: {
    from: 'webpack/schemas/plugins/WatchIgnorePlugin.json (the schema is the array itself)',
    types: { paths: 'Array<string | RegExp>' },
  },
  'clean-webpack-plugin': {
    from: 'clean-webpack-plugin/dist/clean-webpack-plugin.d.ts',
    types: {
      dry: 'boolean',
      verbose: 'boolean',
      cleanStaleWebpackAssets: 'boolean',
      protectWebpackAssets: 'boolean',
      cleanOnceBeforeBuildPatterns: 'string[]',
      cleanAfterEveryBuildPatterns: 'string[]',
      dangerouslyAllowCleanPatternsOutsideProject: 'boolean',
    },
  },
  'html-webpack-plugin': {
    from: 'html-webpack-plugin/typings.d.ts (interface ProcessedOptions)',
    types: {
      cache: 'boolean',
      chunks: '"all" | string[]',
      chunksSortMode: '"auto" | "manual" | (() => number)',
      excludeChunks: 'string[]',
      favicon: 'false | string',
      filename: 'string',
      publicPath: 'string | "auto"',
      hash: 'boolean',
      inject: 'boolean | "body" | "head"',
      scriptLoading: '"blocking" | "defer"',
      meta: 'false | object',
      minify: '"auto" | boolean | object',
      showErrors: 'boolean',
      template: 'string',
      templateContent: 'false | string | (() => string)',
      templateParameters: 'false | (() => object) | object',
      title: 'string',
      xhtml: 'boolean',
    },
  },
};

/** The type sources of a page: its schema (from CORE or PACKAGES) by scope, or TYPES_FROM_SOURCE. */
function typeSources(key: string, spec: PluginSpec | undefined): PageTypeSources | undefined {
  const sources: PageTypeSources = {};
  const asType = (source: OptionSource | undefined): TypeSource | undefined =>
    source && 'schema' in source ? source : undefined;
  const own = asType(spec?.options) ?? TYPES_FROM_SOURCE[key];
  if (own) sources[''] = own;
  for (const [scope, source] of Object.entries(spec?.nested ?? {})) {
    const nested = asType(source);
    if (nested) sources[scope] = nested;
  }
  return Object.keys(sources).length ? sources : undefined;
}

describe('v4 plugins: Type lines against webpack 4 and the plugins', () => {
  const checked = [
    ...documented.map((p) => {
      const page = contentPages.find((c) => c.data.title === p.name);
      return [page?.slug ?? p.name, page?.file, typeSources(p.name, CORE[p.name])] as const;
    }),
    ...Object.entries(PACKAGES).map(
      ([slug, spec]) => [slug, pageBySlug.get(slug)?.file, typeSources(slug, spec)] as const,
    ),
  ];

  it.each(checked)('%s: every Type line names what the plugin accepts', (_slug, file, sources) => {
    if (!file) throw new Error(`no page for ${_slug}`);
    const report = checkPluginTypeLines(file, sources);
    expect(report.failures).toEqual([]);
  });

  it('reads more than 150 Type lines, and TYPES_FROM_SOURCE only for plugins with a page', () => {
    const total = checked.reduce(
      (sum, [, file, sources]) => sum + (file ? checkPluginTypeLines(file, sources).checked : 0),
      0,
    );
    console.log(`v4 plugin Type lines checked: ${total}`);
    expect(total).toBeGreaterThan(150);
    const keys = new Set([...documented.map((p) => p.name), ...Object.keys(PACKAGES)]);
    expect(Object.keys(TYPES_FROM_SOURCE).filter((k) => !keys.has(k))).toEqual([]);
  });

  // The check must fail on a webpack 5 type, or the tests above prove nothing.
  it('rejects the webpack 5 types of SplitChunksPlugin that webpack 4 does not accept', () => {
    const file = path.join(os.tmpdir(), `split-chunks-v5-types-${process.pid}.md`);
    fs.writeFileSync(
      file,
      '## Options\n\n### `minSize`\n\n- Type: `number` or `{ [sourceType]: number }`\n\n### `filename`\n\n- Type: `string | (chunkData) => string`\n\n### `cacheGroups`\n\n#### `filename`\n\n- Type: `string`\n',
    );
    const report = checkPluginTypeLines(
      file,
      typeSources('SplitChunksPlugin', CORE.SplitChunksPlugin),
    );
    fs.rmSync(file);
    expect(report.failures).toEqual([
      expect.stringContaining('but the package accepts number'),
      expect.stringContaining('but the package accepts string'),
    ]);
  });
});

describe('v4 plugins: front matter and index', () => {
  it('has the index and at least 40 plugin pages', () => {
    expect(pageBySlug.has('index')).toBe(true);
    expect(contentPages.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pages.map((p) => [p.slug, p] as const))('%s has valid front matter', (slug, page) => {
    expect(Object.keys(page.data).filter((k) => !PACKAGE_PAGE_KEYS.has(k))).toEqual([]);
    expect(String(page.data.description)).toMatch(/^[^\n]+\.$/);
    expect(String(page.data.description)).not.toMatch(/[.!?]\s+[A-Z]/);
    expect(page.body).not.toMatch(/^# /m);
    if (slug === 'index') return expect(page.data.sort).toBe(-1);
    expect(GROUPS).toContain(page.data.group);
  });

  it('numbers pages 1..N alphabetically by title within each group', () => {
    expectNumberedByTitle(contentPages, GROUPS);
  });

  it.each(Object.keys(PACKAGES))(
    '%s states its version and carries repo, source and edit',
    (slug) => {
      const page = pageBySlug.get(slug)!;
      const pkg = packageJson4(slug);
      const repo = normalizeRepository(pkg.repository);
      expect(String(page.data.repo).toLowerCase()).toBe(repo.toLowerCase());
      expect(String(page.data.source).toLowerCase().startsWith(`${repo.toLowerCase()}/blob/`)).toBe(
        true,
      );
      expect(page.data.edit).toBe(page.data.source);
      expect(page.body).toContain(`${slug}@${String(pkg.version)}`);
      expect(
        page.fences.some(
          (f) =>
            f.lang === 'bash' &&
            f.code.includes(`npm install --save-dev ${slug}@${String(pkg.version).split('.')[0]}`),
        ),
      ).toBe(true);
    },
  );

  it('the index links every plugin page', () => {
    const index = pageBySlug.get('index')!;
    for (const page of contentPages)
      expect({
        page: page.slug,
        linked: index.body.includes(`(/v4/plugins/${page.slug}/)`),
      }).toEqual({ page: page.slug, linked: true });
  });
});

describe('v4 plugins: examples and links', () => {
  it.each(contentPages.map((p) => [p.slug, p] as const))(
    '%s: examples pass webpack 4 validation and plugin construction',
    (slug, page) => {
      const fences = configFences(page);
      expect(fences.length).toBeGreaterThan(0);
      if (page.data.group === 'webpack')
        expect(fences.some((f) => f.code.includes(String(page.data.title)))).toBe(true);
      const sandbox = createSandbox(tmpContext, require4);
      for (const fence of fences) {
        const where = `${slug}.md:${fence.line + page.bodyLineOffset}`;
        try {
          const exportedConfig = sandbox.runConfig(fence.code, where);
          const config = (
            typeof exportedConfig === 'function'
              ? (exportedConfig as (e: object, a: object) => unknown)({}, { mode: 'production' })
              : exportedConfig
          ) as Record<string, unknown>;
          validate4(config);
          createCompiler4(config);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
        }
      }
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s: every fence has a language; links resolve',
    (slug, page) => {
      expect(page.fences.filter((f) => !f.lang).map((f) => f.line)).toEqual([]);
      const links = pageLinks(page);
      if (slug !== 'index') expect(links.length).toBeGreaterThan(0);
      const broken = links.filter((url) => {
        const [route, anchor] = url.split('#') as [string, string | undefined];
        const own = /^\/v4\/plugins\/([^/]+)\/$/.exec(route);
        if (own) {
          const target = pageBySlug.get(own[1]!);
          return !target || (anchor !== undefined && !target.headings.some((h) => h.id === anchor));
        }
        const loader = /^\/v4\/loaders\/([^/]+)\/$/.exec(route);
        if (loader)
          return (
            !fs.existsSync(path.join(V4_DOCS, 'loaders', `${loader[1]}.md`)) || anchor !== undefined
          );
        if (route.startsWith('/v4/'))
          return !v4SectionIndexes().includes(route) || anchor !== undefined;
        return !SITE_ROUTES.has(route) || anchor !== undefined;
      });
      expect(broken).toEqual([]);
    },
  );
});

afterAll(() => fs.rmSync(tmpContext, { recursive: true, force: true }));
