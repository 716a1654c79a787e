/**
 * The webpack 4 concepts and migrate sections (versioned_docs/version-4/concepts,
 * versioned_docs/version-4/migrate) against webpack 4.47.0 from tooling/webpack4:
 * which pages exist, front matter, links, code fences, configuration examples
 * (webpack 4's own `validate`), the error messages the pages quote, and the
 * defaults and versions they state. What a small build shows is checked in
 * tests/examples/v4/concepts-builds.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extractCodeFences,
  extractHeadings,
  parseMarkdown,
} from '../../../plugins/content-model/lib/markdown';

const ROOT = path.resolve(__dirname, '../../..');
const V4_DOCS = path.join(ROOT, 'versioned_docs/version-4');
const V5_DOCS = path.join(ROOT, 'docs');
const WEBPACK4_DIR = path.join(ROOT, 'tooling/webpack4');
const SECTIONS = ['concepts', 'migrate'] as const;
/** The section index pages of the v4 docs (written by the versioning work, or by the section's helper). */
const V4_SECTION_INDEXES = [
  'api',
  'concepts',
  'configuration',
  'guides',
  'loaders',
  'migrate',
  'plugins',
].map((s) => `/v4/${s}/`);
/**
 * Pages of the other v4 sections that these pages link to. Those sections were
 * written at the same time as these; their authors announced these URLs before
 * the branches were merged. Once merged the files exist and are checked as
 * files; the production build's broken-link check has the final word.
 */
const OTHER_V4_PAGES = new Set([
  '/v4/api/cli/',
  '/v4/api/compilation-hooks/',
  '/v4/api/compiler-hooks/',
  '/v4/api/loaders/',
  '/v4/api/parser/',
  '/v4/configuration/devtool/',
  '/v4/configuration/entry-context/',
  '/v4/configuration/mode/',
  '/v4/configuration/node/',
  '/v4/configuration/optimization/',
  '/v4/configuration/output/',
  '/v4/configuration/resolve/',
  '/v4/configuration/target/',
  '/v4/guides/code-splitting/',
  '/v4/guides/development/',
  '/v4/guides/getting-started/',
  '/v4/plugins/clean-webpack-plugin/',
  '/v4/plugins/define-plugin/',
  '/v4/plugins/hashed-module-ids-plugin/',
  '/v4/plugins/hot-module-replacement-plugin/',
  '/v4/plugins/html-webpack-plugin/',
  '/v4/plugins/mini-css-extract-plugin/',
  '/v4/plugins/progress-plugin/',
  '/v4/plugins/split-chunks-plugin/',
  '/v4/plugins/terser-webpack-plugin/',
]);

/** The parts of webpack 4's export these tests use (webpack 4 ships no types). */
interface Webpack4 {
  (options: object): unknown;
  validate(options: unknown): { dataPath: string; message: string }[];
  optimize: Record<string, unknown>;
}

/** The parts of webpack 4's options after WebpackOptionsDefaulter that these tests read. */
interface Defaults4 {
  entry: string;
  context: string;
  target: string;
  devtool: string | false;
  cache: boolean;
  output: Record<string, string | number | undefined>;
  resolve: {
    extensions: string[];
    mainFields: string[];
    aliasFields: string[];
    unsafeCache: boolean;
  };
  resolveLoader: { mainFields: string[]; extensions: string[] };
  module: { defaultRules: { test?: RegExp; type: string; resolve?: { mainFields?: string[] } }[] };
  optimization: Record<string, unknown> & { splitChunks: { minSize: number; chunks: string } };
  performance: false | { hints: string | false };
}

/** A module of the webpack 4 toolchain, loaded through Jest so that its realm is the test's. */
function require4<T>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(name, { paths: [WEBPACK4_DIR] })) as T;
}
function packageJson4(name: string): {
  version: string;
  engines?: { node?: string };
  peerDependencies?: Record<string, string>;
} {
  return JSON.parse(
    fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [WEBPACK4_DIR] }), 'utf8'),
  );
}
function webpack4Source(file: string): string {
  return fs.readFileSync(
    path.join(
      path.dirname(require.resolve('webpack/package.json', { paths: [WEBPACK4_DIR] })),
      file,
    ),
    'utf8',
  );
}

interface Page {
  /** `concepts/output.md` */
  file: string;
  /** `/v4/concepts/output/` */
  url: string;
  data: Record<string, unknown>;
  body: string;
  bodyLineOffset: number;
  text: string;
}

function urlOf(section: string, file: string): string {
  const slug = file.replace(/\.md$/, '');
  return slug === 'index' ? `/v4/${section}/` : `/v4/${section}/${slug}/`;
}

const pages: Page[] = SECTIONS.flatMap((section) =>
  fs
    .readdirSync(path.join(V4_DOCS, section))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(V4_DOCS, section, file), 'utf8');
      const { data, body, bodyLineOffset } = parseMarkdown(text);
      return {
        file: `${section}/${file}`,
        url: urlOf(section, file),
        data,
        body,
        bodyLineOffset,
        text,
      };
    }),
);
const pageByUrl = new Map(pages.map((page) => [page.url, page]));
const page = (url: string): Page => {
  const found = pageByUrl.get(url);
  if (!found) throw new Error(`no page ${url}`);
  return found;
};
/** Prose of a page with line breaks and repeated spaces folded, so a quote may wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('which pages exist', () => {
  test('every webpack 5 concepts page has a webpack 4 page, except Module Federation (new in webpack 5)', () => {
    const v5 = fs.readdirSync(path.join(V5_DOCS, 'concepts')).filter((f) => f.endsWith('.md'));
    const v4 = fs.readdirSync(path.join(V4_DOCS, 'concepts')).filter((f) => f.endsWith('.md'));
    expect(v4.sort()).toEqual(v5.filter((f) => f !== 'module-federation.md').sort());
  });

  test('migrate has its index, "to v4 from v3" and "to v2 or v3 from v1", and no page about webpack 5', () => {
    expect(fs.readdirSync(path.join(V4_DOCS, 'migrate')).sort()).toEqual([
      '3.md',
      '4.md',
      'index.md',
    ]);
  });
});

describe.each(pages.map((p) => [p.file, p] as const))('%s', (_file, p) => {
  test('front matter: title, one-sentence description, numeric sort, empty contributors, related links', () => {
    expect(typeof p.data.title).toBe('string');
    const description = p.data.description as string;
    expect(typeof description).toBe('string');
    expect(description).toMatch(/\.$/);
    expect(description.slice(0, -1)).not.toMatch(/[.!?]\s+[A-Z]/);
    expect(typeof p.data.sort).toBe('number');
    expect(p.data.contributors).toEqual([]);
    const related = p.data.related as { title: unknown; url: unknown }[];
    expect(Array.isArray(related) && related.length > 0).toBe(true);
    for (const link of related) {
      expect(typeof link.title).toBe('string');
      expect(typeof link.url).toBe('string');
    }
  });

  test('the index page sorts first; the other pages keep the sort of their webpack 5 page', () => {
    const v5File = path.join(V5_DOCS, p.file);
    if (p.file.endsWith('index.md')) expect(p.data.sort).toBe(-1);
    else expect(p.data.sort).toBe(parseMarkdown(fs.readFileSync(v5File, 'utf8')).data.sort);
  });

  test('every code fence names its language', () => {
    const missing = extractCodeFences(p.body)
      .filter((fence) => fence.lang === '')
      .map((f) => f.line + p.bodyLineOffset);
    expect(missing).toEqual([]);
  });

  test('every link resolves: v4 pages of these sections (with their anchors), v4 section indexes, other existing v4 pages, or existing webpack 5 pages', () => {
    const prose = p.body
      .split('\n')
      .filter((_, i, lines) => {
        // Drop fenced code: count fence markers before this line.
        const before = lines.slice(0, i).filter((l) => /^\s*```/.test(l)).length;
        return before % 2 === 0 && !/^\s*```/.test(lines[i]!);
      })
      .join('\n')
      .replace(/`[^`]*`/g, '');
    const targets = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    targets.push(...((p.data.related as { url: string }[]) ?? []).map((r) => r.url));
    const problems: string[] = [];
    for (const target of targets) {
      if (/^https?:\/\//.test(target)) continue;
      const [pathname, anchor] = target.split('#') as [string, string | undefined];
      if (pathname === '') {
        if (!extractHeadings(p.body).some((h) => h.id === anchor))
          problems.push(`${target}: no such heading here`);
        continue;
      }
      if (!pathname.endsWith('/')) {
        problems.push(`${target}: internal links end with a slash`);
        continue;
      }
      if (pathname.startsWith('/v4/')) {
        const own = pageByUrl.get(pathname);
        if (own) {
          if (anchor && !extractHeadings(own.body).some((h) => h.id === anchor))
            problems.push(`${target}: no heading #${anchor}`);
          continue;
        }
        if (V4_SECTION_INDEXES.includes(pathname) && !anchor) continue;
        const rel = pathname.slice('/v4/'.length, -1);
        if (OTHER_V4_PAGES.has(pathname) && !anchor) continue;
        if (
          !fs.existsSync(path.join(V4_DOCS, `${rel}.md`)) &&
          !fs.existsSync(path.join(V4_DOCS, `${rel}.mdx`))
        ) {
          problems.push(`${target}: no such v4 page (link another v4 section by its index)`);
        }
        continue;
      }
      const rel = pathname.slice(1, -1);
      const candidates = [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].map(
        (f) => path.join(V5_DOCS, f),
      );
      if (!candidates.some((f) => fs.existsSync(f)))
        problems.push(`${target}: no such page in docs/`);
      else if (anchor) {
        const file = candidates.find((f) => fs.existsSync(f))!;
        if (
          !extractHeadings(parseMarkdown(fs.readFileSync(file, 'utf8')).body).some(
            (h) => h.id === anchor,
          )
        ) {
          problems.push(`${target}: no heading #${anchor} in docs/`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('JavaScript for the browser parses with webpack 4.47.0 (no syntax its parser lacks, such as ?. or import.meta)', () => {
    const Parser = require4<{ parse(code: string, options: object): unknown }>(
      'webpack/lib/Parser',
    );
    const failures: string[] = [];
    for (const fence of extractCodeFences(p.body)) {
      if (fence.lang !== 'js' || !fence.title?.startsWith('src/')) continue;
      if (p.url === '/v4/concepts/modules/' && fence.code.includes('import.meta')) continue;
      try {
        Parser.parse(fence.code, { sourceType: 'module' });
      } catch (error) {
        failures.push(`${fence.title} (line ${fence.line + p.bodyLineOffset}): ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('webpack.config.js examples pass webpack 4.47.0 validate()', () => {
  const webpack4 = require4<Webpack4>('webpack');
  const requireFrom4 = (id: string) => require4<unknown>(id);
  const examples = pages.flatMap((p) =>
    extractCodeFences(p.body)
      .filter(
        (f) =>
          f.lang === 'js' && f.title !== undefined && /(^|\/)webpack\.config\.js$/.test(f.title),
      )
      .filter((f) => !/(^|\s)partial(\s|$)/.test(f.meta))
      .map((f) => ({ id: `${p.file}:${f.line + p.bodyLineOffset}`, code: f.code })),
  );

  function evaluate(code: string): unknown {
    const module = { exports: {} as unknown };
    new Function('module', 'exports', 'require', '__dirname', '__filename', code)(
      module,
      module.exports,
      requireFrom4,
      ROOT,
      path.join(ROOT, 'webpack.config.js'),
    );
    return module.exports;
  }

  function configsOf(exported: unknown): unknown[] {
    if (typeof exported === 'function') {
      return ['production', 'development'].flatMap((mode) =>
        configsOf((exported as (e: unknown, a: unknown) => unknown)({}, { mode })),
      );
    }
    return Array.isArray(exported) ? exported.flatMap(configsOf) : [exported];
  }

  test('the pages have configuration examples', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  /** webpack-dev-server 3 checks `devServer` with its own schema, through schema-utils 1 as it does itself. */
  const devServerDir = path.dirname(
    require.resolve('webpack-dev-server/package.json', { paths: [WEBPACK4_DIR] }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const validateDevServer = require(require.resolve('schema-utils', { paths: [devServerDir] })) as (
    schema: object,
    options: unknown,
    name: string,
  ) => void;
  const devServerSchema = require4<object>('webpack-dev-server/lib/options.json');

  test.each(examples.map((e) => [e.id, e] as const))('%s', (_id, example) => {
    const configs = configsOf(evaluate(example.code));
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) {
      const errors = webpack4.validate(config);
      expect(errors.map((e) => `${e.dataPath} ${e.message}`)).toEqual([]);
      const devServer = (config as { devServer?: unknown }).devServer;
      if (devServer !== undefined)
        validateDevServer(devServerSchema, devServer, 'webpack Dev Server');
    }
  });

  test('the devServer check rejects what webpack-dev-server 3 rejects', () => {
    expect(() =>
      validateDevServer(devServerSchema, { hot: true, hotOnly: false }, 'webpack Dev Server'),
    ).not.toThrow();
    expect(() =>
      validateDevServer(devServerSchema, { static: './public' }, 'webpack Dev Server'),
    ).toThrow();
  });

  test('the check rejects what webpack 4 rejects (webpack 5 options, descriptors, falsy plugins)', () => {
    for (const code of [
      'module.exports = { output: { clean: true } };',
      "module.exports = { entry: { a: { import: './a.js', dependOn: 'b' }, b: './b.js' } };",
      "module.exports = { target: 'browserslist' };",
      'module.exports = { plugins: [false] };',
      'module.exports = { experiments: {} };',
    ]) {
      expect(
        configsOf(evaluate(code)).every((config) => webpack4.validate(config).length > 0),
      ).toBe(true);
    }
  });
});

describe('quoted messages are webpack 4.47.0’s own', () => {
  const webpack4 = require4<Webpack4>('webpack');
  function errorOf(fn: () => unknown): string {
    try {
      fn();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected an error');
  }
  const configError = (config: object) =>
    errorOf(() => webpack4({ context: ROOT, entry: './x', ...config }));

  test('the mode warning', () => {
    const NoModeWarning = require4<new () => { message: string }>('webpack/lib/NoModeWarning');
    const message = new NoModeWarning().message;
    const quote =
      "The 'mode' option has not been set, webpack will fallback to 'production' for this value.";
    expect(message).toContain(quote);
    expect(page('/v4/concepts/').text).toContain(quote);
    expect(page('/v4/migrate/4/').text).toContain(quote);
  });

  test('the removed-plugin errors of UglifyJsPlugin and CommonsChunkPlugin', () => {
    const uglify = errorOf(() => webpack4.optimize.UglifyJsPlugin);
    const commons = errorOf(() => webpack4.optimize.CommonsChunkPlugin);
    expect(commons).toBe(
      'webpack.optimize.CommonsChunkPlugin has been removed, please use config.optimization.splitChunks instead.',
    );
    for (const message of [uglify, commons]) expect(page('/v4/migrate/4/').text).toContain(message);
  });

  test('module.loaders, module.preLoaders, resolve.root, debug and custom top-level keys are rejected', () => {
    const loaders = configError({ module: { loaders: [] } });
    expect(loaders).toContain("configuration.module has an unknown property 'loaders'");
    expect(page('/v4/migrate/4/').text).toContain(
      "configuration.module has an unknown property 'loaders'",
    );
    expect(page('/v4/migrate/3/').text).toContain(
      "configuration.module has an unknown property 'loaders'",
    );
    expect(configError({ module: { preLoaders: [] } })).toContain("unknown property 'preLoaders'");
    expect(configError({ resolve: { root: '/x' } })).toContain("unknown property 'root'");
    expect(configError({ resolve: { modulesDirectories: ['x'] } })).toContain(
      "unknown property 'modulesDirectories'",
    );
    const debug = configError({ debug: true });
    expect(debug).toContain("The 'debug' property was removed in webpack 2.0.0.");
    expect(page('/v4/migrate/3/').text).toContain(
      "The 'debug' property was removed in webpack 2.0.0.",
    );
    const postcss = configError({ postcss: {} });
    const quote =
      'For loader options: webpack >= v2.0.0 no longer allows custom properties in configuration.';
    expect(postcss).toContain(quote);
    expect(page('/v4/migrate/3/').text).toContain(quote);
    expect(webpack4.validate({ resolveLoader: { moduleExtensions: ['-loader'] } })).toEqual([]);
  });

  test('the validation error of a misspelled option, and validate() returning a list', () => {
    const message = configError({ devtol: 'eval' });
    const firstLines = message.split('\n').slice(0, 2).join('\n');
    expect(page('/v4/concepts/configuration/').text).toContain(firstLines);
    expect(page('/v4/concepts/configuration/').text).toContain('For typos: please correct them.');
    expect(message).toContain('For typos: please correct them.');
    expect(Array.isArray(webpack4.validate({}))).toBe(true);
    expect(webpack4.validate({})).toEqual([]);
  });

  test('falsy plugins and unknown targets', () => {
    const plugins = configError({ plugins: [false] });
    expect(plugins).toContain(
      'configuration.plugins[0] should be one of these:\n   object { apply, … } | function',
    );
    expect(page('/v4/concepts/plugins/').text).toContain(
      '"configuration.plugins[0] should be one of these: object { apply, … } | function"',
    );
    const target = configError({ target: 'browserslist' });
    const list =
      '"web" | "webworker" | "node" | "async-node" | "node-webkit" | "electron-main" | "electron-renderer" | "electron-preload" | function';
    expect(target).toContain(list);
    expect(page('/v4/concepts/targets/').text).toContain(list);
    for (const name of [
      'web',
      'webworker',
      'node',
      'async-node',
      'node-webkit',
      'electron-main',
      'electron-renderer',
      'electron-preload',
    ]) {
      expect(page('/v4/concepts/targets/').text).toContain(`| \`'${name}'\` |`);
    }
  });

  test('messages found in the package sources: CLI prompt, Tapable.plugin, System.import, WebAssembly, HMR reload', () => {
    const cases: [string, string, string][] = [
      [
        'bin/webpack.js',
        'One CLI for webpack must be installed. These are recommended choices, delivered as separate packages:',
        '/v4/migrate/4/',
      ],
      [
        'lib/dependencies/SystemPlugin.js',
        'System.import() is deprecated and will be removed soon. Use import() instead.',
        '/v4/migrate/4/',
      ],
      [
        'lib/wasm/WebAssemblyInInitialChunkError.js',
        'WebAssembly module is included in initial chunk.',
        '/v4/migrate/4/',
      ],
      [
        'hot/dev-server.js',
        '[HMR] Cannot apply update. Need to do a full reload!',
        '/v4/concepts/hot-module-replacement/',
      ],
      [
        'lib/NormalModuleFactory.js',
        "BREAKING CHANGE: It's no longer allowed to omit the '-loader' suffix when using loaders.",
        '/v4/concepts/loaders/',
      ],
    ];
    for (const [file, quote, url] of cases) {
      expect(webpack4Source(file)).toContain(quote);
      expect(page(url).text).toContain(quote);
    }
    const tapable = fs.readFileSync(
      require.resolve('tapable/lib/Tapable.js', {
        paths: [path.dirname(require.resolve('webpack/package.json', { paths: [WEBPACK4_DIR] }))],
      }),
      'utf8',
    );
    const deprecation = 'Tapable.plugin is deprecated. Use new API on `.hooks` instead';
    expect(tapable).toContain(deprecation);
    expect(page('/v4/concepts/plugins/').text).toContain(deprecation);
    expect(page('/v4/migrate/4/').text).toContain(deprecation);
  });
});

describe('stated defaults and versions match webpack 4.47.0', () => {
  const WebpackOptionsDefaulter = require4<new () => { process(options: object): Defaults4 }>(
    'webpack/lib/WebpackOptionsDefaulter',
  );
  const defaults = (options: object) => new WebpackOptionsDefaulter().process({ ...options });
  const web = defaults({});

  test('entry, output and context defaults (concepts index, entry points, output)', () => {
    expect(web.entry).toBe('./src');
    expect(web.context).toBe(process.cwd());
    expect(web.target).toBe('web');
    expect(web.output.path).toBe(path.join(process.cwd(), 'dist'));
    expect(web.output.filename).toBe('[name].js');
    expect(web.output.publicPath).toBeUndefined();
    expect(web.output.jsonpFunction).toBe('webpackJsonp');
    expect(web.output.hashDigestLength).toBe(20);
    expect(defaults({ output: { filename: 'app.js' } }).output.chunkFilename).toBe('[id].app.js');
    expect(defaults({ output: { filename: '[name].[contenthash].js' } }).output.chunkFilename).toBe(
      '[name].[contenthash].js',
    );
    const output = flat(page('/v4/concepts/output/').text);
    expect(output).toContain("| `output.filename` | `'[name].js'` |");
    expect(output).toContain("| `output.jsonpFunction` | `'webpackJsonp'`");
    expect(output).toContain("`filename: 'app.js'` gives chunk files such as `1.app.js`");
    expect(output).toContain('the default length is 20 characters');
  });

  test('global object per target (output, targets)', () => {
    expect(web.output.globalObject).toBe('window');
    expect(defaults({ target: 'webworker' }).output.globalObject).toBe('self');
    expect(defaults({ target: 'node' }).output.globalObject).toBe('global');
    expect(page('/v4/concepts/output/').text).toContain(
      "`'window'` for the `web` target, `'self'` for `webworker`, `'global'` for Node.js targets",
    );
    expect(page('/v4/concepts/targets/').text).toContain(
      '| Global object (`output.globalObject`) | `window` | `self` | `global` |',
    );
  });

  test('resolver defaults per target (module resolution)', () => {
    const node = defaults({ target: 'node' });
    const text = page('/v4/concepts/module-resolution/').text;
    expect(web.resolve.extensions).toEqual(['.wasm', '.mjs', '.js', '.json']);
    expect(node.resolve.extensions).toEqual(['.wasm', '.mjs', '.js', '.json']);
    expect(text).toContain(
      "| `extensions` | `['.wasm', '.mjs', '.js', '.json']` | `['.wasm', '.mjs', '.js', '.json']` |",
    );
    expect(web.resolve.mainFields).toEqual(['browser', 'module', 'main']);
    expect(defaults({ target: 'webworker' }).resolve.mainFields).toEqual([
      'browser',
      'module',
      'main',
    ]);
    expect(defaults({ target: 'electron-renderer' }).resolve.mainFields).toEqual([
      'browser',
      'module',
      'main',
    ]);
    expect(node.resolve.mainFields).toEqual(['module', 'main']);
    expect(defaults({ target: 'electron-main' }).resolve.mainFields).toEqual(['module', 'main']);
    expect(text).toContain(
      "| `mainFields` | `['browser', 'module', 'main']` | `['module', 'main']` |",
    );
    expect(web.resolve.aliasFields).toEqual(['browser']);
    expect(node.resolve.aliasFields).toEqual([]);
    expect(text).toContain("| `aliasFields` | `['browser']` | `[]` |");
    const mjsRule = (options: Defaults4) =>
      options.module.defaultRules.find((rule) => rule.test?.test('a.mjs'))!.resolve!.mainFields;
    expect(mjsRule(web)).toEqual(['browser', 'main']);
    expect(mjsRule(node)).toEqual(['main']);
    expect(text).toContain(
      "`['browser', 'main']` for those web targets and `['main']` for the rest",
    );
    expect(web.resolve.unsafeCache).toBe(true);
    expect(web.resolveLoader.mainFields).toEqual(['loader', 'main']);
    expect(web.resolveLoader.extensions).toEqual(['.js', '.json']);
    expect(text).toContain(
      'reads the `loader` field of `package.json` before `main`, and tries the `.js` and `.json` extensions',
    );
  });

  test('module types and default rules (modules)', () => {
    const schema = JSON.parse(webpack4Source('schemas/WebpackOptions.json'));
    const types = schema.definitions.RuleSetRule.properties.type.enum as string[];
    expect(types).toEqual([
      'javascript/auto',
      'javascript/dynamic',
      'javascript/esm',
      'json',
      'webassembly/experimental',
    ]);
    const text = page('/v4/concepts/modules/').text;
    for (const type of types) expect(text).toContain(`| \`${type}\` |`);
    const rules = web.module.defaultRules;
    expect(rules.find((r) => r.test?.test('a.mjs'))!.type).toBe('javascript/esm');
    expect(rules.find((r) => r.test?.test('a.json'))!.type).toBe('json');
    expect(rules.find((r) => r.test?.test('a.wasm'))!.type).toBe('webassembly/experimental');
    expect(rules.some((r) => r.test?.test('a.cjs'))).toBe(false);
  });

  test('mode defaults (concepts index, migrate)', () => {
    const development = defaults({ mode: 'development' });
    const production = defaults({ mode: 'production' });
    const none = defaults({ mode: 'none' });
    expect(development.devtool).toBe('eval');
    expect(development.cache).toBe(true);
    expect(development.optimization.namedModules && development.optimization.namedChunks).toBe(
      true,
    );
    expect(
      production.optimization.occurrenceOrder &&
        production.optimization.sideEffects &&
        production.optimization.concatenateModules,
    ).toBe(true);
    expect(production.optimization.noEmitOnErrors && production.optimization.minimize).toBe(true);
    expect(none.optimization.nodeEnv).toBe('none');
    expect(production.performance && production.performance.hints).toBe('warning');
    expect(defaults({ mode: 'production', target: 'node' }).performance).toBe(false);
    expect(production.optimization.splitChunks.minSize).toBe(30000);
    expect(development.optimization.splitChunks.minSize).toBe(10000);
    expect(production.optimization.splitChunks.chunks).toBe('async');
    expect(page('/v4/concepts/entry-points/').text).toContain(
      '(30,000 bytes in production, 10,000 in development)',
    );
    expect(page('/v4/concepts/').text).toContain(
      'with the string `"none"`, unless you set `optimization.nodeEnv: false`',
    );
    expect(page('/v4/concepts/').text).toContain(
      'a [`devtool`](/v4/configuration/devtool/) of `eval`',
    );
  });

  test('hot update file names (hot module replacement)', () => {
    expect(web.output.hotUpdateMainFilename).toBe('[hash].hot-update.json');
    expect(web.output.hotUpdateChunkFilename).toBe('[id].[hash].hot-update.js');
    const text = page('/v4/concepts/hot-module-replacement/').text;
    expect(text).toContain('by default `[hash].hot-update.json`');
    expect(text).toContain('by default `[id].[hash].hot-update.js`');
  });

  test('every method of the HMR API table exists in webpack 4.47.0’s HMR runtime, with the status names', () => {
    const runtime = webpack4Source('lib/HotModuleReplacement.runtime.js');
    const text = page('/v4/concepts/hot-module-replacement/').text;
    const methods = [...text.matchAll(/^\| `(\w+)\(/gm)].map((m) => m[1]!);
    expect(methods.length).toBeGreaterThan(6);
    for (const method of methods) expect(runtime).toMatch(new RegExp(`\\b${method}: `));
    const statuses = [...runtime.matchAll(/hotSetStatus\("(\w+)"\)/g)].map((m) => m[1]!);
    for (const status of new Set(statuses)) expect(text).toContain(`\`'${status}'\``);
    const devServerOptions = require4<{ properties: Record<string, unknown> }>(
      'webpack-dev-server/lib/options.json',
    );
    for (const option of ['hot', 'hotOnly', 'transportMode', 'liveReload'])
      expect(devServerOptions.properties).toHaveProperty(option);
  });

  test('package versions and Node.js ranges (concepts index, migrate)', () => {
    const index = page('/v4/concepts/').text;
    for (const name of ['webpack', 'webpack-cli', 'webpack-dev-server']) {
      const pkg = packageJson4(name);
      const node = pkg.engines!.node!.replace(/>=\s*/, '');
      expect(index).toContain(`| \`${name}\` | ${pkg.version} | ${node} or later |`);
    }
    expect(packageJson4('css-loader').engines!.node).toBe('>= 10.13.0');
    expect(index).toContain('`css-loader` 5, for example, declares Node.js 10.13.0 or later');
    expect(page('/v4/migrate/4/').text).toContain(
      'webpack 4.47.0 declares Node.js 6.11.5 or later',
    );
    // The minimizer webpack 4 bundles.
    const terser = JSON.parse(
      fs.readFileSync(
        require.resolve('terser-webpack-plugin/package.json', {
          paths: [path.dirname(require.resolve('webpack/package.json', { paths: [WEBPACK4_DIR] }))],
        }),
        'utf8',
      ),
    );
    expect(terser.version).toMatch(/^1\./);
    expect(packageJson4('mini-css-extract-plugin').peerDependencies!.webpack).toBe(
      '^4.4.0 || ^5.0.0',
    );
    expect(page('/v4/migrate/4/').text).toContain('`^4.4.0 || ^5.0.0`');
    expect(packageJson4('terser-webpack-plugin').peerDependencies!.webpack).toContain('^4.0.0');
  });
});
