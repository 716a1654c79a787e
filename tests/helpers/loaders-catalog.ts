/**
 * What the loaders section documents, and where the facts for each page come
 * from: the package, its option schema (when it ships one), or an explicit
 * option list read from the package's source or types.
 *
 * Every explicit list below names the file it was taken from; the loaders
 * content test re-reads those files where that is practical, so a package
 * upgrade that adds or removes an option fails the test instead of silently
 * leaving the page out of date.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const NODE_MODULES = path.join(ROOT, 'node_modules');
export const LOADERS_DOCS = path.join(ROOT, 'docs/loaders');

export type Group = 'webpack contrib' | 'Community';

export interface NameList {
  names: readonly string[];
  /** File (relative to node_modules) the names were taken from. */
  from: string;
}

export interface LoaderPackage {
  /** Page slug: docs/loaders/<slug>.md */
  slug: string;
  /** npm package name */
  pkg: string;
  /** Module the loader request resolves to (relative to node_modules). */
  loaderModule: string;
  /** Packages the install command must name besides `pkg`. */
  installWith: readonly string[];
  /** README path inside the repository (monorepos keep it in a sub folder). */
  readme?: string;
  /** JSON schema the loader validates its options with (relative to node_modules). */
  schema?: string;
  /**
   * Options the loader itself reads, for packages without a JSON schema that
   * lists them (or whose schema is open: `additionalProperties: true`).
   */
  ownOptions?: NameList;
  /**
   * Options the loader forwards to the tool it wraps. A page must mention each
   * of them (as a heading or in code) inside its `## Options` section, when
   * `mustMention` is true; headings may only use these names or own options.
   */
  passThrough?: NameList & { mustMention: boolean; section?: string };
}

/** thread-loader has no schema; names from node_modules/thread-loader/dist/workerPools.js (getPool). */
export const THREAD_LOADER_OPTIONS = [
  'name',
  'workers',
  'workerNodeArgs',
  'workerParallelJobs',
  'poolTimeout',
  'poolParallelJobs',
  'poolRespawn',
] as const;

/** The names in `const validLoaderOptions = [...]` of a ts-loader `dist/index.js` (8 for v4, 9 for v5). */
export function validLoaderOptionsIn(indexJs: string): string[] {
  const list = /const validLoaderOptions = \[([\s\S]*?)\];/.exec(fs.readFileSync(indexJs, 'utf8'));
  return [...(list?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/** ts-loader validates names itself: `validLoaderOptions` in node_modules/ts-loader/dist/index.js. */
export const TS_LOADER_OPTIONS = [
  'silent',
  'logLevel',
  'logInfoToStdOut',
  'instance',
  'compiler',
  'context',
  'configFile',
  'transpileOnly',
  'ignoreDiagnostics',
  'errorFormatter',
  'colors',
  'compilerOptions',
  'appendTsSuffixTo',
  'appendTsxSuffixTo',
  'onlyCompileBundledFiles',
  'happyPackMode',
  'getCustomTransformers',
  'reportFiles',
  'experimentalWatchApi',
  'allowTsInNodeModules',
  'experimentalFileCaching',
  'projectReferences',
  'resolveModuleName',
  'resolveTypeReferenceDirective',
  'useCaseSensitiveFileNames',
] as const;

/** vue-loader: `interface VueLoaderOptions` in node_modules/vue-loader/dist/index.d.ts. */
export const VUE_LOADER_OPTIONS = [
  'babelParserPlugins',
  'transformAssetUrls',
  'compiler',
  'compilerOptions',
  'reactivityTransform',
  'propsDestructure',
  'defineModel',
  'customElement',
  'hotReload',
  'exposeFilename',
  'appendExtension',
  'enableTsInTemplate',
  'experimentalInlineMatchResource',
  'isServerBuild',
] as const;

/**
 * esbuild-loader: `LoaderOptions` in node_modules/esbuild-loader/dist/index.d.cts adds
 * `implementation` and `tsconfig` to esbuild's `TransformOptions`.
 */
export const ESBUILD_LOADER_OWN_OPTIONS = ['implementation', 'tsconfig'] as const;

/**
 * esbuild's `TransformOptions` (with `CommonOptions`) from node_modules/esbuild/lib/main.d.ts,
 * minus `sourcemap` and `sourcefile`, which esbuild-loader's types exclude and its source sets.
 */
export const ESBUILD_TRANSFORM_OPTIONS = [
  'legalComments',
  'sourceRoot',
  'sourcesContent',
  'format',
  'globalName',
  'target',
  'supported',
  'platform',
  'mangleProps',
  'reserveProps',
  'mangleQuoted',
  'mangleCache',
  'drop',
  'dropLabels',
  'minify',
  'minifyWhitespace',
  'minifyIdentifiers',
  'minifySyntax',
  'lineLimit',
  'charset',
  'treeShaking',
  'ignoreAnnotations',
  'jsx',
  'jsxFactory',
  'jsxFragment',
  'jsxImportSource',
  'jsxDev',
  'jsxSideEffects',
  'define',
  'pure',
  'keepNames',
  'absPaths',
  'color',
  'logLevel',
  'logLimit',
  'logOverride',
  'logStyle',
  'tsconfigRaw',
  'loader',
  'banner',
  'footer',
] as const;

/** swc-loader: options it reads and deletes before calling swc, from node_modules/swc-loader/src/index.js. */
export const SWC_LOADER_OWN_OPTIONS = ['sync', 'parseMap'] as const;

/**
 * swc's `Options` and `Config` interfaces from node_modules/@swc/types/index.d.ts
 * (swc-loader forwards everything else to `swc.transform`), plus `sourceMap`,
 * which swc-loader renames to `sourceMaps` (node_modules/swc-loader/src/index.js).
 */
export const SWC_OPTIONS = [
  'script',
  'cwd',
  'caller',
  'filename',
  'root',
  'rootMode',
  'envName',
  'configFile',
  'swcrc',
  'swcrcRoots',
  'inputSourceMap',
  'sourceFileName',
  'sourceRoot',
  'plugin',
  'isModule',
  'outputPath',
  'test',
  'exclude',
  'env',
  'jsc',
  'module',
  'minify',
  'sourceMaps',
  'inlineSourcesContent',
  'sourceMap',
] as const;

/**
 * coffee-loader's schema is open (node_modules/coffee-loader/dist/options.json) and it
 * forwards options to `CoffeeScript.compile`. Names read by the compiler in
 * node_modules/coffeescript/lib/coffeescript/coffeescript.js (`bare`, `header`,
 * `inlineMap`, `sourceMap`, `transpile`) and lexer.js (`literate`). `filename` is
 * overwritten by the loader and `ast` makes compile return an object, so neither
 * is a usable loader option.
 */
export const COFFEE_LOADER_OPTIONS = [
  'bare',
  'header',
  'inlineMap',
  'literate',
  'sourceMap',
  'transpile',
] as const;

/** val-loader's schema is open; the only option it reads itself is `executableFile` (node_modules/val-loader/dist/index.js). */
export const VAL_LOADER_OPTIONS = ['executableFile'] as const;

/**
 * Babel options babel-loader forwards to `@babel/core`, read from the validator
 * tables in node_modules/@babel/core/lib/config/validation/options.js.
 */
export function babelOptionNames(): string[] {
  const file = path.join(NODE_MODULES, '@babel/core/lib/config/validation/options.js');
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  const tables = source.matchAll(/const [A-Z_]+_VALIDATORS = \{([\s\S]*?)\n\};/g);
  for (const table of tables) {
    for (const m of table[1]!.matchAll(/^\s{2}([A-Za-z]+):/gm)) names.add(m[1]!);
  }
  return [...names].sort();
}

export const LOADER_PACKAGES: readonly LoaderPackage[] = [
  {
    slug: 'babel-loader',
    pkg: 'babel-loader',
    loaderModule: 'babel-loader/lib/index.js',
    installWith: ['@babel/core'],
    schema: 'babel-loader/lib/schema.json',
    passThrough: {
      names: babelOptionNames(),
      from: '@babel/core/lib/config/validation/options.js',
      mustMention: false,
      section: 'Babel options',
    },
  },
  {
    slug: 'coffee-loader',
    pkg: 'coffee-loader',
    loaderModule: 'coffee-loader/dist/cjs.js',
    installWith: ['coffeescript'],
    schema: 'coffee-loader/dist/options.json',
    ownOptions: {
      names: COFFEE_LOADER_OPTIONS,
      from: 'coffeescript/lib/coffeescript/coffeescript.js',
    },
  },
  {
    slug: 'css-loader',
    pkg: 'css-loader',
    loaderModule: 'css-loader/dist/cjs.js',
    installWith: [],
    schema: 'css-loader/dist/options.json',
  },
  {
    slug: 'esbuild-loader',
    pkg: 'esbuild-loader',
    loaderModule: 'esbuild-loader/dist/index.cjs',
    installWith: [],
    ownOptions: { names: ESBUILD_LOADER_OWN_OPTIONS, from: 'esbuild-loader/dist/index.d.cts' },
    passThrough: {
      names: ESBUILD_TRANSFORM_OPTIONS,
      from: 'esbuild/lib/main.d.ts',
      mustMention: true,
    },
  },
  {
    slug: 'exports-loader',
    pkg: 'exports-loader',
    loaderModule: 'exports-loader/dist/cjs.js',
    installWith: [],
    schema: 'exports-loader/dist/options.json',
  },
  {
    slug: 'expose-loader',
    pkg: 'expose-loader',
    loaderModule: 'expose-loader/dist/cjs.js',
    installWith: [],
    schema: 'expose-loader/dist/options.json',
  },
  {
    slug: 'html-loader',
    pkg: 'html-loader',
    loaderModule: 'html-loader/dist/cjs.js',
    installWith: [],
    schema: 'html-loader/dist/options.json',
  },
  {
    slug: 'imports-loader',
    pkg: 'imports-loader',
    loaderModule: 'imports-loader/dist/cjs.js',
    installWith: [],
    schema: 'imports-loader/dist/options.json',
  },
  {
    slug: 'less-loader',
    pkg: 'less-loader',
    loaderModule: 'less-loader/dist/cjs.js',
    installWith: ['less'],
    schema: 'less-loader/dist/options.json',
  },
  {
    slug: 'mini-css-extract-plugin-loader',
    pkg: 'mini-css-extract-plugin',
    loaderModule: 'mini-css-extract-plugin/dist/loader.js',
    installWith: [],
    schema: 'mini-css-extract-plugin/dist/loader-options.json',
  },
  {
    slug: 'postcss-loader',
    pkg: 'postcss-loader',
    loaderModule: 'postcss-loader/dist/cjs.js',
    installWith: ['postcss'],
    schema: 'postcss-loader/dist/options.json',
  },
  {
    slug: 'sass-loader',
    pkg: 'sass-loader',
    loaderModule: 'sass-loader/dist/cjs.js',
    installWith: ['sass'],
    schema: 'sass-loader/dist/options.json',
  },
  {
    slug: 'source-map-loader',
    pkg: 'source-map-loader',
    loaderModule: 'source-map-loader/dist/cjs.js',
    installWith: [],
    schema: 'source-map-loader/dist/options.json',
  },
  {
    slug: 'style-loader',
    pkg: 'style-loader',
    loaderModule: 'style-loader/dist/cjs.js',
    installWith: [],
    schema: 'style-loader/dist/options.json',
  },
  {
    slug: 'stylus-loader',
    pkg: 'stylus-loader',
    loaderModule: 'stylus-loader/dist/cjs.js',
    installWith: ['stylus'],
    schema: 'stylus-loader/dist/options.json',
  },
  {
    slug: 'swc-loader',
    pkg: 'swc-loader',
    loaderModule: 'swc-loader/src/index.js',
    installWith: ['@swc/core'],
    readme: 'packages/swc-loader/README.md',
    ownOptions: { names: SWC_LOADER_OWN_OPTIONS, from: 'swc-loader/src/index.js' },
    passThrough: { names: SWC_OPTIONS, from: '@swc/types/index.d.ts', mustMention: true },
  },
  {
    slug: 'thread-loader',
    pkg: 'thread-loader',
    loaderModule: 'thread-loader/dist/cjs.js',
    installWith: [],
    ownOptions: { names: THREAD_LOADER_OPTIONS, from: 'thread-loader/dist/workerPools.js' },
  },
  {
    slug: 'ts-loader',
    pkg: 'ts-loader',
    loaderModule: 'ts-loader/index.js',
    installWith: ['typescript'],
    ownOptions: { names: TS_LOADER_OPTIONS, from: 'ts-loader/dist/index.js' },
  },
  {
    slug: 'val-loader',
    pkg: 'val-loader',
    loaderModule: 'val-loader/dist/cjs.js',
    installWith: [],
    schema: 'val-loader/dist/options.json',
    ownOptions: { names: VAL_LOADER_OPTIONS, from: 'val-loader/dist/index.js' },
  },
  {
    slug: 'vue-loader',
    pkg: 'vue-loader',
    loaderModule: 'vue-loader/dist/index.js',
    installWith: ['vue'],
    ownOptions: { names: VUE_LOADER_OPTIONS, from: 'vue-loader/dist/index.d.ts' },
  },
];

/** `{type, url}` or `"owner/name"` or `git+https://...git` → `https://github.com/owner/name`. */
export function normalizeRepository(repository: unknown): string {
  const raw =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? String((repository as { url: unknown }).url)
        : '';
  const shorthand = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(raw);
  if (shorthand) return `https://github.com/${shorthand[1]}/${shorthand[2]}`;
  const m = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(raw);
  if (!m) throw new Error(`Cannot read a GitHub repository from ${JSON.stringify(repository)}`);
  return `https://github.com/${m[1]}/${m[2]}`;
}

export function readPackageJson(pkg: string): Record<string, unknown> {
  return JSON.parse(
    fs.readFileSync(path.join(NODE_MODULES, pkg, 'package.json'), 'utf8'),
  ) as Record<string, unknown>;
}
