/**
 * What the webpack 4 concepts and migrate pages say a build does, checked with
 * small builds by webpack 4.47.0 (tooling/webpack4). Where a page shows code
 * (the dependency-graph example, the InspectChunksPlugin, the BuildInfoPlugin,
 * the banner loader), the test builds that code, taken from the page itself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../../plugins/content-model/lib/markdown';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const V4_DOCS = path.join(ROOT, 'versioned_docs/version-4');
const WEBPACK4_DIR = path.join(ROOT, 'tooling/webpack4');
/** Where loaders named in fixture rules are found: the toolchain's own folder, then the hoisted root. */
const LOADER_DIRS = [path.join(WEBPACK4_DIR, 'node_modules'), path.join(ROOT, 'node_modules')];

interface Stats4 {
  hasErrors(): boolean;
  toJson(options?: object): {
    errors: string[];
    warnings: string[];
    assetsByChunkName: Record<string, string | string[]>;
    entrypoints: Record<string, { chunks: (string | number)[]; assets: string[] }>;
    chunks: {
      id: string | number;
      names: string[];
      files: string[];
      modules: { name: string }[];
    }[];
  };
}
type Webpack4 = (config: object, callback: (err: Error | null, stats?: Stats4) => void) => void;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack4 = require(require.resolve('webpack', { paths: [WEBPACK4_DIR] })) as Webpack4;

function pageText(file: string): string {
  return fs.readFileSync(path.join(V4_DOCS, file), 'utf8');
}
function fences(file: string) {
  return extractCodeFences(parseMarkdown(pageText(file)).body);
}
function fence(file: string, title: string): string {
  const found = fences(file).find((f) => f.title === title);
  if (!found) throw new Error(`${file} has no fence titled ${title}`);
  return found.code;
}
/** Evaluates a CommonJS file shown on a page (a plugin) with Node's require. */
function loadShownModule<T>(code: string): T {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports as T;
}

interface Build {
  dir: string;
  out: string;
  stats: ReturnType<Stats4['toJson']>;
  files: string[];
  read(file: string): string;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` into a fresh folder and builds it with webpack 4.47.0; `config` may use `dir`. */
async function build(
  files: Record<string, string>,
  config: (dir: string) => object,
): Promise<Build> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-concepts-'));
  tempDirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const out = path.join(dir, 'dist');
  const base = config(dir) as { output?: object };
  const stats = await new Promise<Stats4>((resolve, reject) => {
    webpack4(
      {
        context: dir,
        resolveLoader: { modules: LOADER_DIRS },
        ...base,
        output: { ...base.output, path: out },
      },
      (err, result) =>
        err ? reject(err) : result ? resolve(result) : reject(new Error('no stats')),
    );
  });
  const json = stats.toJson({
    all: false,
    errors: true,
    warnings: true,
    assets: true,
    chunks: true,
    chunkModules: true,
    entrypoints: true,
  });
  const list = fs.existsSync(out)
    ? (fs.readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((f) => fs.statSync(path.join(out, f)).isFile())
        .sort()
    : [];
  return {
    dir,
    out,
    stats: json,
    files: list,
    read: (file) => fs.readFileSync(path.join(out, file), 'utf8'),
  };
}

/** The three modules of the dependency-graph page, as the page shows them. */
const graphFiles = (): Record<string, string> =>
  Object.fromEntries(
    ['src/index.js', 'src/format.js', 'src/settings.js'].map((f) => [
      f,
      fence('concepts/dependency-graph.md', f),
    ]),
  );

describe('dependency graph, under the hood, output: the three-module example', () => {
  let production: Build;
  let printed: string[];
  beforeAll(async () => {
    printed = [];
    const InspectChunksPlugin = loadShownModule<new () => { apply(compiler: unknown): void }>(
      fence('concepts/under-the-hood.md', 'inspect-chunks-plugin.js'),
    );
    const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.join(' '));
    });
    try {
      production = await build(graphFiles(), () => ({
        mode: 'production',
        plugins: [new InspectChunksPlugin()],
      }));
    } finally {
      log.mockRestore();
    }
  });

  test('a production build writes main.js and 1.js; the async chunk holds settings.js only', () => {
    expect(production.stats.errors).toEqual([]);
    expect(production.files).toEqual(['1.js', 'main.js']);
    const chunks = production.stats.chunks.map((c) => ({
      id: c.id,
      files: c.files,
      modules: c.modules.map((m) => m.name).sort(),
    }));
    expect(chunks).toEqual([
      { id: 0, files: ['main.js'], modules: ['./src/format.js', './src/index.js'] },
      { id: 1, files: ['1.js'], modules: ['./src/settings.js'] },
    ]);
    const text = pageText('concepts/dependency-graph.md');
    expect(text).toContain('chunk 0 (main) → main.js   ./src/index.js, ./src/format.js');
    expect(text).toContain('chunk 1        → 1.js      ./src/settings.js');
  });

  test('the InspectChunksPlugin of under-the-hood prints what the page shows', () => {
    const shown = fences('concepts/under-the-hood.md').find(
      (f) => f.lang === 'text' && f.code.startsWith('chunk main (entry)'),
    );
    expect(shown).toBeDefined();
    expect(printed.join('\n')).toBe(shown!.code);
  });

  test('output: `filename: app.js` gives the chunk 1.app.js; the public path defaults to an empty string', async () => {
    const app = await build(graphFiles(), () => ({
      mode: 'production',
      output: { filename: 'app.js' },
    }));
    expect(app.files).toEqual(['1.app.js', 'app.js']);
    const dev = await build(graphFiles(), () => ({ mode: 'development', devtool: false }));
    expect(dev.read('main.js')).toContain('__webpack_require__.p = "";');
    // Development: named chunks keep their name as id, unnamed ones are numbered.
    expect(dev.stats.chunks.map((c) => c.id).sort()).toEqual([0, 'main']);
  });
});

describe('manifest: the runtime of a production build with a runtime chunk', () => {
  let b: Build;
  beforeAll(async () => {
    b = await build(graphFiles(), () => ({
      mode: 'production',
      output: { filename: '[name].[contenthash].js' },
      optimization: { runtimeChunk: 'single', minimize: false },
    }));
  });

  test('the files the page names are the ones this build writes', () => {
    const text = pageText('concepts/manifest.md');
    const named = [
      ...new Set(
        [...text.matchAll(/\b((?:runtime|main|2)\.[0-9a-f]{20}\.js)\b/g)].map((m) => m[1]!),
      ),
    ].sort();
    expect(named).toEqual(b.files);
  });

  test('jsonpScriptSrc maps chunk 2 to its hash, installedChunks marks the runtime chunk, the chunk file pushes into webpackJsonp', () => {
    const runtime = b.read(b.files.find((f) => f.startsWith('runtime.'))!);
    const lazy = b.files.find((f) => f.startsWith('2.'))!;
    const hash = lazy.split('.')[1]!;
    const src = `return __webpack_require__.p + "" + ({}[chunkId]||chunkId) + "." + {"2":"${hash}"}[chunkId] + ".js"`;
    expect(runtime).toContain('function jsonpScriptSrc(chunkId) {');
    expect(runtime).toContain(src);
    expect(runtime).toMatch(/var installedChunks = \{\s*\n\/\*{6}\/ \t\t1: 0\n/);
    const text = pageText('concepts/manifest.md');
    expect(text).toContain(src);
    expect(text).toContain('var installedChunks = {\n  1: 0\n};');
    const head = '(window["webpackJsonp"] = window["webpackJsonp"] || []).push([[2],{';
    expect(b.read(lazy).startsWith(head)).toBe(true);
    expect(text).toContain(head);
  });

  test('the stats excerpt: assetsByChunkName and entrypoints', () => {
    const shown = JSON.parse(
      fences('concepts/manifest.md').find((f) => f.title === 'stats.json (excerpt)')!.code,
    );
    expect(b.stats.assetsByChunkName).toEqual(shown.assetsByChunkName);
    expect({
      main: { chunks: b.stats.entrypoints.main!.chunks, assets: b.stats.entrypoints.main!.assets },
    }).toEqual(shown.entrypoints);
  });
});

describe('mode (concepts index, migrate)', () => {
  test('no configuration: ./src/index.js becomes main.js, with the mode warning', async () => {
    const b = await build({ 'src/index.js': 'console.log(1);' }, () => ({}));
    expect(b.files).toEqual(['main.js']);
    expect(b.stats.warnings.join('\n')).toContain(
      "The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    );
  });

  test('mode \'none\' still replaces process.env.NODE_ENV, with "none"', async () => {
    const b = await build({ 'src/index.js': 'console.log(process.env.NODE_ENV);' }, () => ({
      mode: 'none',
    }));
    expect(b.read('main.js')).toContain('console.log("none")');
  });
});

describe('entry points', () => {
  test("splitChunks with chunks: 'all' moves a shared node_modules package into vendors~checkout~storefront.js", async () => {
    const b = await build(
      {
        'node_modules/big/index.js': `module.exports = ${JSON.stringify('x'.repeat(40000))};`,
        'src/storefront/index.js': "import big from 'big'; console.log(big.length);",
        'src/checkout/index.js': "import big from 'big'; console.log(big.length, 2);",
      },
      () => ({
        mode: 'production',
        entry: { storefront: './src/storefront/index.js', checkout: './src/checkout/index.js' },
        optimization: { splitChunks: { chunks: 'all' } },
      }),
    );
    expect(b.files).toEqual(['checkout.js', 'storefront.js', 'vendors~checkout~storefront.js']);
    expect(pageText('concepts/entry-points.md')).toContain('`vendors~checkout~storefront.js`');
  });
});

describe('browser compatibility (concepts index)', () => {
  test("webpack 4's own code in the bundles is ES5: the output of ES5 sources parses as ECMAScript 5", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const acorn = require(
      require.resolve('acorn', {
        paths: [path.dirname(require.resolve('webpack/package.json', { paths: [WEBPACK4_DIR] }))],
      }),
    ) as {
      parse(code: string, options: object): unknown;
    };
    const b = await build(
      {
        'src/index.js':
          "var format = require('./format.js');\nimport('./lazy.js').then(function (m) { console.log(format.price(1), m.default); });",
        'src/format.js': 'exports.price = function (n) { return n.toFixed(2); };',
        'src/lazy.js': 'export default 42;\nexport var other = 1;',
      },
      () => ({ mode: 'production', optimization: { minimize: false } }),
    );
    expect(b.files).toEqual(['1.js', 'main.js']);
    for (const file of b.files)
      expect(() => acorn.parse(b.read(file), { ecmaVersion: 5 })).not.toThrow();
    expect(pageText('concepts/index.md')).toContain(
      "webpack 4's runtime (the small module loader at the top of each bundle) and the wrappers around your modules use ES5 syntax",
    );
  });
});

describe('targets', () => {
  test('web loads chunks through window["webpackJsonp"], webworker with importScripts, node with require', async () => {
    const web = await build(graphFiles(), () => ({ mode: 'development', devtool: false }));
    expect(web.read('main.js')).toContain('window["webpackJsonp"]');
    const worker = await build(graphFiles(), () => ({
      mode: 'development',
      devtool: false,
      target: 'webworker',
    }));
    expect(worker.read('main.js')).toContain('importScripts(');
    const node = await build(graphFiles(), () => ({
      mode: 'development',
      devtool: false,
      target: 'node',
    }));
    expect(node.read('main.js')).toMatch(/require\("\.\/" \+/);
    expect(node.read('main.js')).not.toContain('webpackJsonp');
  });
});

describe('modules', () => {
  const files = {
    'src/cjs.js': 'exports.named = 1;',
    'src/utils.js': 'export const u = 2;',
    'src/named.mjs': "import { named } from './cjs.js';\nconsole.log(named);",
    'src/extensionless.mjs': "import { u } from './utils';\nconsole.log(u);",
    'src/require.mjs': "const qs = require('./cjs.js');\nexport default qs;",
    'src/meta.js': 'console.log(import.meta.url);',
    'src/data.geojson': '{"type":"FeatureCollection"}',
    'src/geo.js': "import data from './data.geojson';\nconsole.log(data.type);",
  };
  let b: Build;
  beforeAll(async () => {
    b = await build(files, () => ({
      mode: 'development',
      devtool: false,
      entry: {
        named: './src/named.mjs',
        extensionless: './src/extensionless.mjs',
        require: './src/require.mjs',
        meta: './src/meta.js',
        geo: './src/geo.js',
      },
      module: { rules: [{ test: /\.geojson$/i, type: 'json' }] },
    }));
  });

  test('.mjs: a CommonJS module offers only its default export', () => {
    const quote =
      "Can't import the named export 'named' from non EcmaScript module (only default export is available)";
    expect(b.stats.errors.some((e) => e.includes('./src/named.mjs') && e.includes(quote))).toBe(
      true,
    );
    expect(pageText('concepts/modules.md')).toContain(quote);
  });

  test('.mjs: require() reaches the bundle unchanged; imports without extension still resolve', () => {
    expect(b.read('require.js')).toContain("const qs = require('./cjs.js');");
    expect(b.stats.errors.some((e) => e.includes('extensionless'))).toBe(false);
    expect(b.files).toContain('extensionless.js');
  });

  test('import.meta stops the parser; a type: json rule parses .geojson', () => {
    expect(
      b.stats.errors.some(
        (e) => e.includes('./src/meta.js') && e.includes('Module parse failed: Unexpected token'),
      ),
    ).toBe(true);
    expect(b.read('geo.js')).toContain(
      'module.exports = JSON.parse("{\\"type\\":\\"FeatureCollection\\"}");',
    );
  });
});

describe('module resolution', () => {
  const files = {
    'node_modules/chart-kit/package.json': JSON.stringify({
      name: 'chart-kit',
      main: './dist/main.js',
      module: './dist/module.js',
      browser: './dist/browser.js',
      exports: { '.': './dist/exports.js' },
    }),
    ...Object.fromEntries(
      ['main', 'module', 'browser', 'exports'].map((f) => [
        `node_modules/chart-kit/dist/${f}.js`,
        `module.exports = 'picked ${f}';`,
      ]),
    ),
    'src/index.js':
      "import kit from 'chart-kit';\nimport path from 'path';\nconsole.log(kit, path.join('a', 'b'));",
    'src/fs.js': "import fs from 'fs';\nconsole.log(fs);",
  };

  test('web picks the browser field, node the module field, neither the exports field; web bundles path-browserify', async () => {
    const web = await build(files, () => ({ mode: 'development', devtool: false }));
    expect(web.read('main.js')).toContain("'picked browser'");
    expect(web.read('main.js')).toContain('node_modules/path-browserify/');
    const node = await build(files, () => ({
      mode: 'development',
      devtool: false,
      target: 'node',
    }));
    expect(node.read('main.js')).toContain("'picked module'");
    expect(node.read('main.js')).toContain('require("path")');
    for (const b of [web, node]) expect(b.read('main.js')).not.toContain("'picked exports'");
    expect(pageText('concepts/module-resolution.md')).toContain(
      'a `web` build picks `dist/browser.js` and a `node` build picks `dist/module.js`',
    );
  });

  test("fs fails in a web build unless node.fs is 'empty'", async () => {
    const failing = await build(files, () => ({ mode: 'development', entry: './src/fs.js' }));
    expect(failing.stats.errors.join('\n')).toContain(
      "Module not found: Error: Can't resolve 'fs'",
    );
    const empty = await build(files, () => ({
      mode: 'development',
      entry: './src/fs.js',
      node: { fs: 'empty' },
    }));
    expect(empty.stats.errors).toEqual([]);
  });
});

describe('loaders', () => {
  test("a loader named without -loader fails with webpack 4's hint", async () => {
    const b = await build(
      {
        'src/index.js': "import logo from './logo.png';\nconsole.log(logo);",
        'src/logo.png': 'png',
      },
      () => ({
        mode: 'development',
        module: { rules: [{ test: /\.png$/, use: 'file' }] },
      }),
    );
    const errors = b.stats.errors.join('\n');
    expect(errors).toContain(
      "BREAKING CHANGE: It's no longer allowed to omit the '-loader' suffix when using loaders.",
    );
    expect(errors).toContain("You need to specify 'file-loader' instead of 'file',");
  });

  test('file-loader names files [contenthash].[ext]; url-loader without a limit inlines every file', async () => {
    const png = 'x'.repeat(20000);
    const files = {
      'src/index.js':
        "import logo from './logo.png';\nimport font from './font.woff2';\nconsole.log(logo, font);",
      'src/logo.png': png,
      'src/font.woff2': 'woff',
    };
    const fileLoader = await build(files, () => ({
      mode: 'development',
      devtool: false,
      module: { rules: [{ test: /\.(png|woff2)$/, use: 'file-loader' }] },
    }));
    expect(fileLoader.files.filter((f) => f !== 'main.js')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[0-9a-f]{32}\.png$/),
        expect.stringMatching(/^[0-9a-f]{32}\.woff2$/),
      ]),
    );
    const urlLoader = await build(files, () => ({
      mode: 'development',
      devtool: false,
      module: {
        rules: [
          { test: /\.png$/, use: 'url-loader' },
          { test: /\.woff2$/, use: 'file-loader' },
        ],
      },
    }));
    expect(urlLoader.files.some((f) => f.endsWith('.png'))).toBe(false);
    expect(urlLoader.read('main.js')).toContain('data:image/png;base64,');
  });

  test('the banner loader of the page works with loader-utils 2 and webpack 4', async () => {
    const b = await build(
      {
        'loaders/banner-loader.js': fence('concepts/loaders.md', 'loaders/banner-loader.js'),
        'src/index.js': 'console.log(1);',
      },
      (dir) => {
        fs.mkdirSync(path.join(dir, 'node_modules'));
        fs.symlinkSync(
          path.join(ROOT, 'node_modules/loader-utils'),
          path.join(dir, 'node_modules/loader-utils'),
          'dir',
        );
        return {
          mode: 'development',
          devtool: false,
          module: {
            rules: [
              {
                test: /\.js$/,
                include: path.join(dir, 'src'),
                use: {
                  loader: path.join(dir, 'loaders/banner-loader.js'),
                  options: { text: 'Built with webpack' },
                },
              },
            ],
          },
        };
      },
    );
    expect(b.stats.errors).toEqual([]);
    expect(b.read('main.js')).toContain('/* Built with webpack */');
  });
});

describe('plugins', () => {
  test('the BuildInfoPlugin of the page emits meta/build-info.json listing the build’s files', async () => {
    const BuildInfoPlugin = loadShownModule<new (options: object) => object>(
      fence('concepts/plugins.md', 'build-info-plugin.js'),
    );
    const b = await build(
      { 'src/index.js': "import('./lazy.js');", 'src/lazy.js': 'export default 1;' },
      () => ({
        mode: 'production',
        plugins: [new BuildInfoPlugin({ filename: 'meta/build-info.json' })],
        infrastructureLogging: { level: 'none' },
      }),
    );
    expect(b.files).toEqual(['1.js', 'main.js', 'meta/build-info.json']);
    expect(JSON.parse(b.read('meta/build-info.json')).files).toEqual(['1.js', 'main.js']);
  });
});

describe('migrate to v4 from v3: import() of a CommonJS module', () => {
  test('resolves to a namespace object with default = module.exports and the properties beside it', async () => {
    const b = await build(
      {
        'src/legacy.js': 'module.exports = { a: 1 };',
        'src/index.js': "import('./legacy.js').then((m) => { console.log(JSON.stringify(m)); });",
      },
      () => ({ mode: 'production', target: 'node' }),
    );
    const run = spawnSync(process.execPath, [path.join(b.out, 'main.js')], {
      encoding: 'utf8',
      cwd: b.out,
    });
    expect(run.stdout.trim()).toBe('{"default":{"a":1},"a":1}');
    expect(pageText('migrate/4.md')).toContain('`{ default: { a: 1 }, a: 1 }`');
  });
});

describe('configuration: webpack-cli 3', () => {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [WEBPACK4_DIR] });
  function envFor(args: string[]): { env: unknown; mode: unknown } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-concepts-cli-'));
    tempDirs.push(dir);
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'console.log(1);');
    fs.writeFileSync(
      path.join(dir, 'webpack.config.js'),
      "module.exports = (env, argv) => { require('fs').writeFileSync(__dirname + '/seen.json', JSON.stringify({ env: env === undefined ? '<undefined>' : env, mode: argv.mode === undefined ? '<undefined>' : argv.mode })); return { mode: 'development' }; };",
    );
    const run = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });
    if (!fs.existsSync(path.join(dir, 'seen.json')))
      throw new Error(`webpack-cli did not load the config:\n${run.stderr}${run.stdout}`);
    return JSON.parse(fs.readFileSync(path.join(dir, 'seen.json'), 'utf8'));
  }

  test('--env.cdn gives { cdn: true }, --env production a string, no --env undefined; argv.mode follows --mode', () => {
    expect(envFor(['--mode', 'production', '--env.cdn', '--env.region=eu'])).toEqual({
      env: { cdn: true, region: 'eu' },
      mode: 'production',
    });
    expect(envFor(['--env', 'production'])).toEqual({ env: 'production', mode: '<undefined>' });
    expect(envFor([])).toEqual({ env: '<undefined>', mode: '<undefined>' });
    const text = pageText('concepts/configuration.md');
    expect(text).toContain(
      "`--env.cdn` gives `{ cdn: true }` and `--env.region=eu` gives `{ region: 'eu' }`",
    );
    expect(text).toContain("A plain `--env production` passes the string `'production'`");
  });
});
