/**
 * Checks the plugins section (docs/plugins) against the installed packages:
 * every plugin webpack exports for users has a page, every page documents
 * exactly the options its plugin accepts, and every example is a
 * configuration webpack (and the plugin itself) accepts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {
  NODE_MODULES,
  constructorParameters,
  createSandbox,
  expectNestedOptions,
  expectNumberedByTitle,
  exportedWebpackPlugins,
  headingsUnder,
  interfaceOptionNames,
  kebabCase,
  loadPluginPages,
  normalizeRepository,
  HTML_WEBPACK_PLUGIN_OPTIONS,
  PACKAGE_PAGE_KEYS,
  pageLinks,
  rootRequire,
  schemaOptionNames,
  typingsOptionNames,
} from '../helpers/plugins-pages';
import type { PluginPage } from '../helpers/plugins-pages';
import { checkPluginTypeLines, type PageTypeSources } from '../helpers/plugin-type-lines';
import { readSchema } from '../helpers/schema-options';
import { interfaceMembers } from '../helpers/webpack-types';
import { SITE_ROUTES } from '../helpers/site-routes';

/**
 * Plugin classes the installed webpack exports that do NOT get a page, with the
 * reason. Everything else exported with a name ending in `Plugin` must have one.
 */
const EXCLUDED: Record<string, string> = {
  AbstractLibraryPlugin:
    'abstract base class of the library type plugins; it cannot be used on its own',
  MemoryCachePlugin:
    'internal: applied by `cache: { type: "memory" }` (and `cache: true`); it has no options',
  ChunkPrefetchPreloadPlugin:
    'internal: webpack applies it to every compilation to support prefetch/preload hints; it has no options',
  NodeEnvironmentPlugin:
    'internal: webpack() applies it before any user plugin to set the compiler file systems and logger',
  NodeSourcePlugin: 'its apply() is empty; it is kept only so old imports keep working',
  FetchCompileWasmPlugin:
    'applied by EnableWasmLoadingPlugin for `output.wasmLoading: "fetch"` with sync WebAssembly',
  FetchCompileAsyncWasmPlugin:
    'applied by EnableWasmLoadingPlugin for `output.wasmLoading: "fetch"` with async WebAssembly',
  ReadFileCompileWasmPlugin:
    'applied by EnableWasmLoadingPlugin for `output.wasmLoading: "async-node"` with sync WebAssembly',
  ReadFileCompileAsyncWasmPlugin:
    'applied by EnableWasmLoadingPlugin for `output.wasmLoading: "async-node"` with async WebAssembly',
  AsyncWebAssemblyModulesPlugin: 'module-type plugin applied by `experiments.asyncWebAssembly`',
  AssetModulesPlugin: 'module-type plugin webpack always applies for `asset/*` modules',
  JsonModulesPlugin: 'module-type plugin webpack always applies for `json` modules',
  CssModulesPlugin:
    'module-type plugin applied by `experiments.css`; plugin authors only use its getCompilationHooks()',
  HtmlModulesPlugin: 'module-type plugin applied by `experiments.html`',
};

type OptionSource =
  /** A JSON schema file (path relative to node_modules) and a JSON pointer inside it. */
  | { schema: string; pointer?: string }
  /** A `declare interface` in node_modules/webpack/types.d.ts. */
  | { interface: string }
  /** An explicit list, for options no schema or interface describes; `from` names the file it was read from. */
  | { list: string[]; from: string };

interface OptionSpec {
  /** Source of the `### \`name\`` headings under `## Options`. */
  options: OptionSource;
  /** Sources of the `#### \`name\`` headings under a `### \`option\`` heading. */
  nested?: Record<string, OptionSource>;
}

const WEBPACK_OPTIONS = 'webpack/schemas/WebpackOptions.json';
const webpackSchema = (file: string): OptionSource => ({
  schema: `webpack/schemas/plugins/${file}`,
});
const webpackDefinition = (name: string): OptionSource => ({
  schema: WEBPACK_OPTIONS,
  pointer: `#/definitions/${name}`,
});

/** Where the options of each core plugin that takes an options object are defined. */
const CORE_OPTIONS: Record<string, OptionSpec> = {
  BannerPlugin: { options: webpackSchema('BannerPlugin.json') },
  CleanPlugin: { options: webpackDefinition('CleanOptions') },
  CopyPlugin: {
    options: webpackDefinition('CopyOptions'),
    nested: { patterns: webpackDefinition('CopyObjectPattern') },
  },
  DotenvPlugin: { options: webpackDefinition('DotenvPluginOptions') },
  EvalDevToolModulePlugin: { options: { interface: 'EvalDevToolModulePluginOptions' } },
  EvalSourceMapDevToolPlugin: { options: webpackSchema('SourceMapDevToolPlugin.json') },
  IgnorePlugin: { options: webpackSchema('IgnorePlugin.json') },
  LoaderOptionsPlugin: { options: webpackSchema('LoaderOptionsPlugin.json') },
  ManifestPlugin: { options: webpackSchema('ManifestPlugin.json') },
  PlatformPlugin: { options: { interface: 'PlatformTargetProperties' } },
  ProgressPlugin: { options: webpackSchema('ProgressPlugin.json') },
  SSRManifestPlugin: { options: webpackSchema('SSRManifestPlugin.json') },
  SourceMapDevToolPlugin: { options: webpackSchema('SourceMapDevToolPlugin.json') },
  WatchIgnorePlugin: { options: webpackSchema('WatchIgnorePlugin.json') },
  DllPlugin: { options: webpackSchema('dll/DllPlugin.json') },
  DllReferencePlugin: { options: webpackSchema('dll/DllReferencePlugin.json') },
  ChunkModuleIdRangePlugin: { options: { interface: 'ChunkModuleIdRangePluginOptions' } },
  OccurrenceModuleIdsPlugin: { options: webpackSchema('ids/OccurrenceModuleIdsPlugin.json') },
  NamedModuleIdsPlugin: { options: { interface: 'NamedModuleIdsPluginOptions' } },
  DeterministicChunkIdsPlugin: { options: { interface: 'DeterministicChunkIdsPluginOptions' } },
  DeterministicModuleIdsPlugin: { options: { interface: 'DeterministicModuleIdsPluginOptions' } },
  NamedChunkIdsPlugin: { options: { interface: 'NamedChunkIdsPluginOptions' } },
  OccurrenceChunkIdsPlugin: { options: webpackSchema('ids/OccurrenceChunkIdsPlugin.json') },
  HashedModuleIdsPlugin: { options: webpackSchema('ids/HashedModuleIdsPlugin.json') },
  AggressiveMergingPlugin: { options: { interface: 'AggressiveMergingPluginOptions' } },
  AggressiveSplittingPlugin: { options: webpackSchema('optimize/AggressiveSplittingPlugin.json') },
  LimitChunkCountPlugin: { options: webpackSchema('optimize/LimitChunkCountPlugin.json') },
  MergeDuplicateChunksPlugin: {
    options: webpackSchema('optimize/MergeDuplicateChunksPlugin.json'),
  },
  MinChunkSizePlugin: { options: webpackSchema('optimize/MinChunkSizePlugin.json') },
  RealContentHashPlugin: { options: { interface: 'RealContentHashPluginOptions' } },
  // The constructor's parameter type is written inline in types.d.ts: `options?: { name?: (entrypoint) => string }`.
  RuntimeChunkPlugin: {
    options: { list: ['name'], from: 'webpack/types.d.ts (class RuntimeChunkPlugin)' },
  },
  SplitChunksPlugin: {
    options: webpackDefinition('OptimizationSplitChunksOptions'),
    nested: { cacheGroups: webpackDefinition('OptimizationSplitChunksCacheGroup') },
  },
  NodeTemplatePlugin: { options: { interface: 'NodeTemplatePluginOptions' } },
  EnableLibraryPlugin: { options: { interface: 'EnableLibraryPluginOptions' } },
  ContainerPlugin: { options: webpackSchema('container/ContainerPlugin.json') },
  ContainerReferencePlugin: { options: webpackSchema('container/ContainerReferencePlugin.json') },
  ModuleFederationPlugin: {
    options: webpackSchema('container/ModuleFederationPlugin.json'),
    nested: {
      shared: {
        schema: 'webpack/schemas/plugins/container/ModuleFederationPlugin.json',
        pointer: '#/definitions/SharedConfig',
      },
    },
  },
  ConsumeSharedPlugin: {
    options: webpackSchema('sharing/ConsumeSharedPlugin.json'),
    nested: {
      consumes: {
        schema: 'webpack/schemas/plugins/sharing/ConsumeSharedPlugin.json',
        pointer: '#/definitions/ConsumesConfig',
      },
    },
  },
  ProvideSharedPlugin: {
    options: webpackSchema('sharing/ProvideSharedPlugin.json'),
    nested: {
      provides: {
        schema: 'webpack/schemas/plugins/sharing/ProvideSharedPlugin.json',
        pointer: '#/definitions/ProvidesConfig',
      },
    },
  },
  SharePlugin: {
    options: webpackSchema('sharing/SharePlugin.json'),
    nested: {
      shared: {
        schema: 'webpack/schemas/plugins/sharing/SharePlugin.json',
        pointer: '#/definitions/SharedConfig',
      },
    },
  },
  ProfilingPlugin: { options: webpackSchema('debug/ProfilingPlugin.json') },
  HttpUriPlugin: { options: webpackSchema('schemes/HttpUriPlugin.json') },
  VirtualUrlPlugin: { options: webpackSchema('schemes/VirtualUrlPlugin.json') },
  SyncModuleIdsPlugin: { options: { interface: 'SyncModuleIdsPluginOptions' } },
  DelegatedPlugin: { options: { interface: 'OptionsDelegatedModuleFactoryPlugin' } },
  LibManifestPlugin: { options: { interface: 'LibManifestPluginOptions' } },
  // `constructor(options = {})` only stores the object; nothing reads it, so there is no option to document.
  JavascriptModulesPlugin: {
    options: { list: [], from: 'webpack/lib/javascript/JavascriptModulesPlugin.js (constructor)' },
  },
};

interface PackageSpec extends OptionSpec {
  /** Names the examples on the page use for the package's exports. */
  bindings: (pkg: Record<string, unknown>) => Record<string, unknown>;
}

const defaultExport = (name: string) => (pkg: Record<string, unknown>) => ({ [name]: pkg });

/** The separate npm packages that get a page, keyed by npm name (= page slug). */
const PACKAGES: Record<string, PackageSpec> = {
  'html-webpack-plugin': {
    bindings: defaultExport('HtmlWebpackPlugin'),
    options: { list: HTML_WEBPACK_PLUGIN_OPTIONS, from: 'html-webpack-plugin/typings.d.ts' },
  },
  'mini-css-extract-plugin': {
    bindings: defaultExport('MiniCssExtractPlugin'),
    options: { schema: 'mini-css-extract-plugin/dist/plugin-options.json' },
  },
  'copy-webpack-plugin': {
    bindings: defaultExport('CopyPlugin'),
    options: { schema: 'copy-webpack-plugin/dist/options.json' },
    nested: {
      patterns: {
        schema: 'copy-webpack-plugin/dist/options.json',
        pointer: '#/definitions/ObjectPattern',
      },
      options: { schema: 'copy-webpack-plugin/dist/options.json', pointer: '#/properties/options' },
    },
  },
  'compression-webpack-plugin': {
    bindings: defaultExport('CompressionPlugin'),
    options: { schema: 'compression-webpack-plugin/dist/options.json' },
  },
  'terser-webpack-plugin': {
    bindings: defaultExport('TerserPlugin'),
    options: { schema: 'terser-webpack-plugin/dist/options.json' },
  },
  'css-minimizer-webpack-plugin': {
    bindings: defaultExport('CssMinimizerPlugin'),
    options: { schema: 'css-minimizer-webpack-plugin/dist/options.json' },
  },
  'eslint-webpack-plugin': {
    bindings: defaultExport('ESLintPlugin'),
    options: { schema: 'eslint-webpack-plugin/dist/options.json' },
  },
  'stylelint-webpack-plugin': {
    bindings: defaultExport('StylelintPlugin'),
    options: { schema: 'stylelint-webpack-plugin/dist/options.json' },
  },
  'image-minimizer-webpack-plugin': {
    bindings: defaultExport('ImageMinimizerPlugin'),
    options: { schema: 'image-minimizer-webpack-plugin/dist/plugin-options.json' },
  },
  'json-minimizer-webpack-plugin': {
    bindings: defaultExport('JsonMinimizerPlugin'),
    options: { schema: 'json-minimizer-webpack-plugin/dist/options.json' },
  },
  'html-minimizer-webpack-plugin': {
    bindings: defaultExport('HtmlMinimizerPlugin'),
    options: { schema: 'html-minimizer-webpack-plugin/dist/options.json' },
  },
  'workbox-webpack-plugin': {
    bindings: (pkg) => ({
      GenerateSW: pkg.GenerateSW,
      InjectManifest: pkg.InjectManifest,
      WorkboxPlugin: pkg,
    }),
    // The union of both plugins' options; the page marks which plugin accepts which.
    options: {
      list: [
        ...schemaOptionNames('workbox-build/build/schema/WebpackGenerateSWOptions.json'),
        ...schemaOptionNames('workbox-build/build/schema/WebpackInjectManifestOptions.json'),
      ].filter((name, index, all) => all.indexOf(name) === index),
      from: 'workbox-build/build/schema/Webpack{GenerateSW,InjectManifest}Options.json',
    },
  },
};

const GROUPS = ['webpack', 'webpack contrib', 'Community'] as const;

const pages = loadPluginPages();
const pageBySlug = new Map(pages.map((p) => [p.slug, p]));
const contentPages = pages.filter((p) => p.slug !== 'index');
const exported = exportedWebpackPlugins();
const documented = exported.filter((p) => !(p.name in EXCLUDED));

function optionNames(source: OptionSource): string[] {
  if ('schema' in source) return schemaOptionNames(source.schema, source.pointer);
  if ('interface' in source) return interfaceOptionNames(source.interface);
  return [...source.list].sort();
}

const sorted = (names: string[]) => [...names].sort();
const h2 = (title: string) => ({ title, level: 2 });

/** Compares the `### name` headings under `## Options` (and nested `####` ones) with the spec. */
function expectOptionsMatch(page: PluginPage, spec: OptionSpec) {
  const documentedOptions = headingsUnder(page.headings, h2('Options'), 3);
  expect({ page: page.slug, options: sorted(documentedOptions) }).toEqual({
    page: page.slug,
    options: optionNames(spec.options),
  });
  expectNestedOptions(page, spec.nested, optionNames);
}

function isPartial(meta: string): boolean {
  return /(^|\s)partial(\s|$)/.test(meta);
}

const configFences = (page: PluginPage) =>
  page.fences.filter((f) => f.title === 'webpack.config.js' && !isPartial(f.meta));

/** Untitled `js` fences whose code is one `new X(...)` expression (leading comments allowed). */
const expressionFences = (page: PluginPage) =>
  page.fences.filter(
    (f) =>
      f.lang === 'js' &&
      !f.title &&
      !isPartial(f.meta) &&
      /^new\s/.test(f.code.replace(/^(\s*\/\/.*\n)*/, '').trim()),
  );

const tmpContext = fs.mkdtempSync(path.join(os.tmpdir(), 'plugins-examples-'));

/**
 * Creates (does not run) a compiler, which applies every plugin and runs their
 * option validation. Infrastructure logging is silenced so reporters such as
 * ProgressPlugin print nothing.
 */
function createCompiler(config: webpack.Configuration | webpack.Configuration[]) {
  const configs = Array.isArray(config) ? config : [config];
  // ProfilingPlugin starts the CPU profiler and opens its trace file as soon as it is
  // applied, so for it the test checks the options against its schema instead.
  const profiling = configs
    .flatMap((c) => c.plugins ?? [])
    .filter((p) => p instanceof webpack.debug.ProfilingPlugin);
  if (profiling.length > 0) {
    const schema = readSchema(
      path.join(NODE_MODULES, 'webpack/schemas/plugins/debug/ProfilingPlugin.json'),
    );
    for (const plugin of profiling) {
      webpack.validateSchema(
        schema as Parameters<typeof webpack.validateSchema>[0],
        (plugin as { options: object }).options,
      );
    }
    return;
  }
  const quiet = (c: webpack.Configuration): webpack.Configuration => ({
    ...c,
    infrastructureLogging: { level: 'none' },
  });
  const compiler = webpack(
    (Array.isArray(config) ? config.map(quiet) : quiet(config)) as webpack.Configuration,
  );
  compiler.close(() => undefined);
  // Workbox checks its options only when it compiles, so the test runs that check itself.
  const workbox = rootRequire('workbox-webpack-plugin') as Record<
    string,
    new (...args: never[]) => unknown
  >;
  const validators = rootRequire('workbox-build/build/lib/validate-options') as Record<
    string,
    (options: object) => unknown
  >;
  for (const plugin of configs.flatMap((c) => c.plugins ?? [])) {
    const options = (plugin as { config?: Record<string, unknown> }).config;
    const defined = () =>
      Object.fromEntries(Object.entries(options ?? {}).filter(([, v]) => v !== undefined));
    if (plugin instanceof workbox.GenerateSW!)
      validators.validateWebpackGenerateSWOptions!(defined());
    if (plugin instanceof workbox.InjectManifest!)
      validators.validateWebpackInjectManifestOptions!(defined());
  }
}

function resolveConfig(exported: unknown): webpack.Configuration | webpack.Configuration[] {
  const value =
    typeof exported === 'function'
      ? (exported as (env: object, argv: object) => unknown)({}, { mode: 'production' })
      : exported;
  return value as webpack.Configuration | webpack.Configuration[];
}

function packageBindings(page: PluginPage): Record<string, unknown> {
  const bindings: Record<string, unknown> = { webpack, path };
  const spec = PACKAGES[page.slug];
  if (spec)
    Object.assign(bindings, spec.bindings(rootRequire(page.slug) as Record<string, unknown>));
  return bindings;
}

describe('plugins section: coverage of the installed webpack', () => {
  it('finds plugin exports to check', () => {
    expect(exported.length).toBeGreaterThan(40);
  });

  it('excludes only plugins that webpack really exports', () => {
    const names = new Set(exported.map((p) => p.name));
    expect(Object.keys(EXCLUDED).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(documented.map((p) => [p.name, p] as const))('%s has a page', (name, plugin) => {
    const page = contentPages.find((p) => p.data.title === name);
    expect({ name, page: page?.slug }).toEqual({ name, page: kebabCase(name) });
    expect(page!.data.group).toBe('webpack');
    // The page names at least one path the class is exported under.
    expect(plugin.paths.some((p) => page!.body.includes(p))).toBe(true);
  });

  it('has no core page for an excluded or unknown plugin', () => {
    const documentedNames = new Set(documented.map((p) => p.name));
    const corePages = contentPages.filter((p) => p.data.group === 'webpack');
    expect(
      corePages.map((p) => p.data.title).filter((t) => !documentedNames.has(String(t))),
    ).toEqual([]);
  });

  it('has a page for every separate package, and only those', () => {
    const packagePages = contentPages.filter((p) => p.data.group !== 'webpack').map((p) => p.slug);
    expect(sorted(packagePages)).toEqual(sorted(Object.keys(PACKAGES)));
  });

  it('has at least 45 plugin pages', () => {
    expect(contentPages.length).toBeGreaterThanOrEqual(45);
  });
});

describe('plugins section: options and arguments', () => {
  it.each(documented.map((p) => [p.name] as const))('%s documents its constructor', (name) => {
    const page = contentPages.find((p) => p.data.title === name);
    if (!page) throw new Error(`no page for ${name}`);
    const params = constructorParameters(name);
    const spec = CORE_OPTIONS[name];
    const optionsOnly =
      params.length === 1 && ['options', 'inputOptions', '__0'].includes(params[0]!);
    const argumentHeadings = headingsUnder(page.headings, h2('Arguments'), 3);
    const hasOptions = page.headings.some((h) => h.level === 2 && h.title === 'Options');
    if (params.length === 0) {
      // A plugin without constructor parameters has neither section.
      expect({ name, argumentHeadings, hasOptions, spec }).toEqual({
        name,
        argumentHeadings: [],
        hasOptions: false,
        spec: undefined,
      });
      return;
    }
    if (optionsOnly) {
      expect({ name, spec: Boolean(spec), argumentHeadings }).toEqual({
        name,
        spec: true,
        argumentHeadings: [],
      });
    } else {
      expect({ name, arguments: sorted(argumentHeadings) }).toEqual({
        name,
        arguments: sorted(params),
      });
    }
    if (spec) expectOptionsMatch(page, spec);
    else expect({ name, hasOptions }).toEqual({ name, hasOptions: false });
  });

  it('has an option source only for plugins that have a page', () => {
    const names = new Set(documented.map((p) => p.name));
    expect(Object.keys(CORE_OPTIONS).filter((n) => !names.has(n))).toEqual([]);
  });

  it.each(Object.entries(PACKAGES))('%s documents every option of its schema', (slug, spec) => {
    const page = pageBySlug.get(slug);
    if (!page) throw new Error(`no page ${slug}.md`);
    expectOptionsMatch(page, spec);
  });

  it('keeps the html-webpack-plugin option list in line with typings.d.ts', () => {
    const names = typingsOptionNames(
      path.join(NODE_MODULES, 'html-webpack-plugin/typings.d.ts'),
      'interface Options {',
      '\n  }\n',
    );
    expect(names.length).toBeGreaterThan(0);
    expect(sorted(names)).toEqual(sorted(HTML_WEBPACK_PLUGIN_OPTIONS));
  });
});

/** A page's type sources: its schema by scope, or the member types of its types.d.ts interface. */
function typeSources(spec: OptionSpec | undefined): PageTypeSources {
  const sources: PageTypeSources = {};
  const convert = (source: OptionSource) => {
    if ('schema' in source)
      return { schema: path.join(NODE_MODULES, source.schema), pointer: source.pointer };
    if ('interface' in source)
      return {
        types: Object.fromEntries(interfaceMembers(source.interface).map((m) => [m.name, m.type])),
        from: `webpack/types.d.ts (interface ${source.interface})`,
      };
    return undefined;
  };
  const own = spec && convert(spec.options);
  if (own) sources[''] = own;
  for (const [scope, source] of Object.entries(spec?.nested ?? {})) {
    const nested = convert(source);
    if (nested) sources[scope] = nested;
  }
  return sources;
}

describe('plugins section: Type lines against the schemas and types of webpack 5', () => {
  // Positional arguments and options no schema or interface describes are not checked here yet:
  // the test counts them (unsourced) and fails only on lines that disagree with a source.
  const checked = [
    ...contentPages
      .filter((p) => p.data.group === 'webpack')
      .map((p) => [p.slug, p.file, typeSources(CORE_OPTIONS[String(p.data.title)])] as const),
    ...Object.entries(PACKAGES).map(
      ([slug, spec]) => [slug, pageBySlug.get(slug)?.file, typeSources(spec)] as const,
    ),
  ];

  it.each(checked)(
    '%s: every Type line with a source names what it accepts',
    (slug, file, sources) => {
      if (!file) throw new Error(`no page for ${slug}`);
      expect(checkPluginTypeLines(file, sources, { partial: true }).failures).toEqual([]);
    },
  );

  it('checks most Type lines against a source', () => {
    let total = 0;
    let unsourced = 0;
    for (const [, file, sources] of checked) {
      if (!file) continue;
      const report = checkPluginTypeLines(file, sources, { partial: true });
      total += report.checked;
      unsourced += report.unsourced;
    }
    console.log(`webpack 5 plugin Type lines checked: ${total}, without a source: ${unsourced}`);
    expect(total).toBeGreaterThan(250);
  });
});

describe('plugins section: front matter, sort order and index', () => {
  it.each(pages.map((p) => [p.slug, p] as const))('%s has valid front matter', (slug, page) => {
    expect(Object.keys(page.data).filter((k) => !PACKAGE_PAGE_KEYS.has(k))).toEqual([]);
    expect(typeof page.data.title).toBe('string');
    const description = page.data.description;
    expect(typeof description).toBe('string');
    // One sentence: ends with a full stop and has no sentence break inside.
    expect(String(description)).toMatch(/^[^\n]+\.$/);
    expect(String(description)).not.toMatch(/[.!?]\s+[A-Z]/);
    expect(page.body).not.toMatch(/^# /m);
    if (slug === 'index') {
      expect(page.data.sort).toBe(-1);
      return;
    }
    expect(GROUPS).toContain(page.data.group);
    const related = page.data.related as { title?: unknown; url?: unknown }[] | undefined;
    for (const item of related ?? []) {
      expect(typeof item.title).toBe('string');
      expect(typeof item.url).toBe('string');
    }
  });

  it('numbers pages 1..N alphabetically by title within each group', () => {
    expectNumberedByTitle(contentPages, GROUPS);
  });

  it.each(Object.keys(PACKAGES))(
    '%s carries repo, source and edit from its package.json',
    (slug) => {
      const page = pageBySlug.get(slug)!;
      const pkg = rootRequire(`${slug}/package.json`) as { repository?: unknown };
      const repo = normalizeRepository(pkg.repository);
      expect(String(page.data.repo).toLowerCase()).toBe(repo.toLowerCase());
      expect(String(page.data.source)).toMatch(
        /^https:\/\/github\.com\/.+\/blob\/[^/]+\/(.+\/)?README\.md$/,
      );
      expect(String(page.data.source).toLowerCase().startsWith(`${repo.toLowerCase()}/blob/`)).toBe(
        true,
      );
      expect(page.data.edit).toBe(page.data.source);
      const owner = new URL(repo).pathname.split('/')[1]!.toLowerCase();
      expect(page.data.group).toBe(
        owner === 'webpack' || owner === 'webpack-contrib' ? 'webpack contrib' : 'Community',
      );
      // Install command, and a minimal plus a fuller example that load the package.
      expect(
        page.fences.some(
          (f) => f.lang === 'bash' && f.code.includes(`npm install --save-dev ${slug}`),
        ),
      ).toBe(true);
      const usesPackage = configFences(page).filter((f) => f.code.includes(`require('${slug}')`));
      expect(usesPackage.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('core pages carry no source/edit/repo', () => {
    for (const page of contentPages.filter((p) => p.data.group === 'webpack')) {
      expect({
        slug: page.slug,
        keys: ['source', 'edit', 'repo'].filter((k) => k in page.data),
      }).toEqual({
        slug: page.slug,
        keys: [],
      });
    }
  });

  it('the index links every plugin page under its group heading', () => {
    const index = pageBySlug.get('index')!;
    const sections = new Map<string, string>();
    let current = '';
    for (const line of index.body.split('\n')) {
      const m = /^## (.+)$/.exec(line);
      if (m) current = m[1]!.replace(/\s*\(.*\)$/, '').trim();
      else if (current) sections.set(current, (sections.get(current) ?? '') + `${line}\n`);
    }
    for (const page of contentPages) {
      const text = sections.get(String(page.data.group)) ?? '';
      expect({ page: page.slug, linked: text.includes(`(/plugins/${page.slug}/)`) }).toEqual({
        page: page.slug,
        linked: true,
      });
    }
  });
});

describe('plugins section: code and links', () => {
  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s: every fence has a language, files a title',
    (slug, page) => {
      expect(page.fences.filter((f) => !f.lang).map((f) => f.line)).toEqual([]);
      expect(
        page.fences
          .filter(
            (f) =>
              /^(js|ts)$/.test(f.lang) &&
              /^(module\.exports\s*=|export default )/m.test(f.code) &&
              !f.title,
          )
          .map((f) => f.line),
      ).toEqual([]);
    },
  );

  it.each(contentPages.map((p) => [p.slug, p] as const))(
    '%s: has a usage example that uses the plugin',
    (slug, page) => {
      const fences = configFences(page);
      expect(fences.length).toBeGreaterThan(0);
      const name = page.data.group === 'webpack' ? String(page.data.title) : null;
      if (name) expect(fences.some((f) => f.code.includes(name))).toBe(true);
    },
  );

  it.each(contentPages.map((p) => [p.slug, p] as const))(
    '%s: webpack.config.js examples pass webpack.validate and plugin construction',
    (slug, page) => {
      const sandbox = createSandbox(tmpContext);
      for (const fence of configFences(page)) {
        const where = `${slug}.md:${fence.line + page.bodyLineOffset}`;
        let config: webpack.Configuration | webpack.Configuration[];
        try {
          config = resolveConfig(sandbox.runConfig(fence.code, where));
          webpack.validate(config);
          createCompiler(config);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
        }
      }
    },
  );

  it.each(contentPages.map((p) => [p.slug, p] as const))(
    '%s: option snippets construct the plugin and pass its validation',
    (slug, page) => {
      const sandbox = createSandbox(tmpContext);
      const bindings = packageBindings(page);
      for (const fence of expressionFences(page)) {
        const where = `${slug}.md:${fence.line + page.bodyLineOffset}`;
        try {
          const plugin = sandbox.runExpression(fence.code, bindings) as { apply?: unknown };
          expect(typeof plugin.apply).toBe('function');
          createCompiler({
            context: tmpContext,
            plugins: [plugin as webpack.WebpackPluginInstance],
          });
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
        }
      }
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s: links point to existing routes and anchors',
    (slug, page) => {
      const links = pageLinks(page).filter((url) => url.startsWith('/'));
      if (slug !== 'index') expect(links.length).toBeGreaterThan(0);
      const broken = links.filter((url) => {
        const [route, anchor] = url.split('#') as [string, string | undefined];
        const pluginPage = /^\/plugins\/([^/]+)\/$/.exec(route);
        if (pluginPage) {
          const target = pageBySlug.get(pluginPage[1]!);
          if (!target) return true;
          return anchor !== undefined && !target.headings.some((h) => h.id === anchor);
        }
        if (route === '/plugins/') return anchor !== undefined;
        // Anchors into other sections are not verifiable here, so pages use none.
        return !SITE_ROUTES.has(route) || anchor !== undefined;
      });
      expect(broken).toEqual([]);
    },
  );
});

afterAll(() => {
  fs.rmSync(tmpContext, { recursive: true, force: true });
});
