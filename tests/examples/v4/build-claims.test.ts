/**
 * Sentences on the webpack 4 pages that say a build succeeds, fails or writes
 * a file, each backed by a small fixture built with webpack 4.47.0 (through
 * webpack-cli 3.3.12, as a reader runs it, so an error webpack throws is an
 * exit code and not a crashed test). A claim asserts the sentence is on the
 * page (in plain prose) and the build does what it says; putting back the old
 * sentence, or a webpack that behaves otherwise, fails here.
 *
 * The fixtures build in parallel (three at a time) in beforeAll.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdown } from '../../../plugins/content-model/lib/markdown';
import { runCommandLine, type ShellCliResult } from '../../helpers/run-webpack-cli';
import { plainProse } from '../../helpers/stated-defaults';
import { V4_DOCS, packageDir4, require4 } from '../../helpers/webpack4';

jest.setTimeout(600_000);

interface Claim {
  page: string;
  /** The sentence, as a pattern over the page's plain prose. */
  says: RegExp;
  files: Record<string, string | Buffer>;
  /** The command line; `npx webpack` with the fixture's webpack.config.js by default. */
  command?: string;
  /** Packages of tooling/webpack4 (loaders, plugins) the fixture installs besides webpack. */
  packages?: string[];
  check(result: ShellCliResult, dir: string): void;
}

/** (module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add)) */
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100,
  100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1, 106, 11,
]);
const config = (body: string) => `module.exports = { mode: 'production', ${body} };\n`;
const output = (r: ShellCliResult) => r.stdout + r.stderr;
/** The check of a claim that a build stops: a non-zero exit, with `message` in the output. */
const failsWith = (message: string) => (r: ShellCliResult) => {
  expect(r.status).not.toBe(0);
  expect(output(r)).toContain(message);
};

/** A webpack 4 configuration with one CSS rule: the extract loader, then `next`. */
const EXTRACT_CONFIG = ({
  plugin = 'new MiniCssExtractPlugin()',
  loader = 'MiniCssExtractPlugin.loader',
  next = "'css-loader'",
  rules = '',
  extra = '',
}: { plugin?: string; loader?: string; next?: string; rules?: string; extra?: string } = {}) =>
  "const MiniCssExtractPlugin = require('mini-css-extract-plugin');\n" +
  config(
    `entry: './src/index.js', ${extra} plugins: [${plugin}], module: { rules: [{ test: /\\.css$/i, use: [${loader}, ${next}] }${rules}] }`,
  );

const CLAIMS: Record<string, Claim> = {
  'shimming: fs has no polyfill and fails to resolve': {
    page: 'guides/shimming.md',
    says: /importing `fs` fails with `Module not found: Error: Can't resolve 'fs'` unless you set `node: \{ fs: 'empty' \}`/,
    files: {
      'src/index.js': "const fs = require('fs');\nconsole.log(fs);\n",
      'webpack.config.js': config("entry: './src/index.js'"),
    },
    check: (r) => {
      expect(r.status).toBe(2);
      expect(output(r)).toContain("Module not found: Error: Can't resolve 'fs'");
    },
  },
  'postcss-loader: importLoaders 0, the plugins skip a file pulled in by @import': {
    page: 'loaders/postcss-loader.md',
    says: /with `importLoaders: 0`, the PostCSS plugins ran on the importing file but not on the imported one; with `1`, on both/,
    files: { ...postcssFiles(), 'webpack.config.js': postcssConfig('{ importLoaders: 0 }') },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
      expect(bundle).toContain('.outer { color: blue; }');
      expect(bundle).toContain('.inner { color: red; }');
    },
  },
  'postcss-loader: importLoaders 1, the plugins run on both files': {
    page: 'loaders/postcss-loader.md',
    says: /with `importLoaders: 0`, the PostCSS plugins ran on the importing file but not on the imported one; with `1`, on both/,
    files: { ...postcssFiles(), 'webpack.config.js': postcssConfig('{ importLoaders: 1 }') },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
      expect(bundle).toContain('.outer { color: blue; }');
      expect(bundle).toContain('.inner { color: blue; }');
    },
  },
  'postcss-loader: an unclosed block is a SyntaxError with line and column': {
    page: 'loaders/postcss-loader.md',
    says: /an unclosed block prints `\(1:1\) <file> Unclosed block` followed by the offending lines/,
    files: {
      ...postcssFiles(),
      'src/inner.css': '.inner { color: red;\n',
      'webpack.config.js': postcssConfig('{ importLoaders: 1 }'),
    },
    check: (r) => {
      expect(r.status).not.toBe(0);
      expect(output(r)).toMatch(
        /SyntaxError\n\n\(1:1\) \S+inner\.css Unclosed block\n\n> 1 \| \.inner/,
      );
    },
  },
  'postcss-loader: plugins at the top level (version 3 style) fail validation': {
    page: 'loaders/postcss-loader.md',
    says: /version 3 took `plugins` and `parser` at the top level of the loader options, and those names now fail validation/,
    files: {
      ...postcssFiles(),
      'webpack.config.js': postcssConfig('{ importLoaders: 1 }', '{ plugins: [] }'),
    },
    check: failsWith("options has an unknown property 'plugins'"),
  },
  'ts-loader: transpileOnly leaves a re-exported interface, webpack 4 warns': {
    page: 'loaders/ts-loader.md',
    says: /`export \{ IFoo, make \} from '\.\/foo'`, where `IFoo` is an interface, gives `"export 'IFoo' was not found in '\.\/foo'`/,
    files: { ...tsFiles(), 'webpack.config.js': tsConfig('{ transpileOnly: true }') },
    check: (r) => {
      expect(r.status).toBe(0);
      expect(output(r)).toContain(`"export 'IFoo' was not found in './foo'`);
    },
  },
  'ts-loader: ?. at target es2020 is a parse error in webpack 4': {
    page: 'loaders/ts-loader.md',
    says: /The `target` is `es2020` or later, so TypeScript kept syntax that webpack 4 cannot parse/,
    files: {
      ...tsFiles(),
      'src/index.ts': 'const o: { a?: { b: number } } = {};\nconsole.log(o.a?.b ?? 0);\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2020', module: 'es2015' } }),
      'webpack.config.js': tsConfig('{}'),
    },
    check: failsWith('Module parse failed: Unexpected token'),
  },
  'ts-loader: declarations without outDir are written next to the sources': {
    page: 'loaders/ts-loader.md',
    says: /without `outDir` the assets are named `\.\.\/src\/index\.d\.ts` and land next to the sources, outside the output folder/,
    files: {
      ...tsFiles(),
      'webpack.config.js': tsConfig('{ compilerOptions: { declaration: true } }'),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(output(r)).toContain('../src/index.d.ts');
      expect(fs.existsSync(path.join(dir, 'src/index.d.ts'))).toBe(true);
      expect(fs.readdirSync(path.join(dir, 'dist'))).toEqual(['main.js']);
    },
  },
  'ts-loader: an unknown option fails the build': {
    page: 'loaders/ts-loader.md',
    says: /fails the build on an unknown one with `ts-loader was supplied with an unexpected loader option: <name>`/,
    files: { ...tsFiles(), 'webpack.config.js': tsConfig('{ typo: true }') },
    check: failsWith('ts-loader was supplied with an unexpected loader option: typo'),
  },
  "shimming: node: { fs: 'empty' } builds": {
    page: 'guides/shimming.md',
    says: /unless you set `node: \{ fs: 'empty' \}`, which makes it an empty module/,
    files: {
      'src/index.js': "const fs = require('fs');\nconsole.log(fs);\n",
      'webpack.config.js': config("entry: './src/index.js', node: { fs: 'empty' }"),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.existsSync(path.join(dir, 'dist/main.js'))).toBe(true);
    },
  },
  'optimization: splitChunks.filename on an on-demand chunk stops the build': {
    page: 'configuration/optimization.md',
    says: /when a chunk it would name is also loaded on demand, webpack 4 stops with `SplitChunksPlugin: You are trying to set a filename for a chunk which is \(also\) loaded on demand`/,
    files: {
      'src/index.js': "import('./lazy');\n",
      'src/lazy.js': 'export default 1;\n',
      'webpack.config.js': config(
        "entry: './src/index.js', optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { default: false, vendors: false, lazy: { test: /lazy/, minSize: 0, filename: '[name].split.js' } } } }",
      ),
    },
    check: failsWith(
      'You are trying to set a filename for a chunk which is (also) loaded on demand',
    ),
  },
  "optimization: splitChunks.filename with chunks: 'initial' names the initial chunk": {
    page: 'configuration/optimization.md',
    says: /Limit it to initial chunks with `chunks: 'initial'`/,
    files: {
      'src/index.js': "import './shared';\nimport('./lazy');\n",
      'src/other.js': "import './shared';\n",
      'src/shared.js': "export default 'shared';\n",
      'src/lazy.js': 'export default 1;\n',
      'webpack.config.js': config(
        "entry: { index: './src/index.js', other: './src/other.js' }, optimization: { splitChunks: { chunks: 'initial', minSize: 0, filename: 'shared/[name].js' } }",
      ),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist/shared'))).toHaveLength(1);
    },
  },
  'output: [id] is not available in webassemblyModuleFilename': {
    page: 'configuration/output.md',
    says: /`\[id\]` is not available here: webpack 4 fails with `Path variable \[id\] not implemented in this context`/,
    files: {
      'src/add.wasm': ADD_WASM,
      'src/index.js': "import('./add.wasm').then((m) => console.log(m.add(1, 2)));\n",
      'webpack.config.js': config(
        "entry: './src/index.js', output: { webassemblyModuleFilename: '[id].wasm' }",
      ),
    },
    check: (r) => {
      expect(r.status).toBe(2);
      expect(output(r)).toContain('Path variable [id] not implemented in this context');
    },
  },
  'output: [modulehash] names the WebAssembly file': {
    page: 'configuration/output.md',
    says: /The file name of emitted WebAssembly modules\. `\[modulehash\]` is the module's hash\./,
    files: {
      'src/add.wasm': ADD_WASM,
      'src/index.js': "import('./add.wasm').then((m) => console.log(m.add(1, 2)));\n",
      'webpack.config.js': config(
        "entry: './src/index.js', output: { webassemblyModuleFilename: 'wasm/[modulehash].wasm' }",
      ),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist/wasm'))).toEqual([
        expect.stringMatching(/^[0-9a-f]{20}\.wasm$/),
      ]);
    },
  },
  'EnvironmentPlugin: a missing variable is a warning, and the build succeeds': {
    page: 'plugins/environment-plugin.md',
    says: /the build reports a warning naming it \(`EnvironmentPlugin - API_URL environment variable is undefined\.`\), still succeeds/,
    files: {
      'src/index.js': 'console.log(process.env.API_URL);\n',
      'webpack.config.js':
        "const webpack = require('webpack');\n" +
        config("entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin(['API_URL'])]"),
    },
    command: 'npx webpack',
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(output(r)).toContain('WARNING in EnvironmentPlugin - API_URL environment variable');
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain(
        'console.log(void 0)',
      );
    },
  },
  'SourceMapDevToolPlugin: fileContext makes [file] relative to it': {
    page: 'plugins/source-map-dev-tool-plugin.md',
    says: /Makes the `\[file\]` placeholder of `filename` the asset's path relative to this directory/,
    files: {
      'src/index.js': "console.log('index');\n",
      'webpack.config.js':
        "const path = require('path');\nconst webpack = require('webpack');\n" +
        "module.exports = { mode: 'development', devtool: false, entry: './src/index.js', output: { filename: 'js/[name].js' }, plugins: [new webpack.SourceMapDevToolPlugin({ filename: 'maps/[file].map', fileContext: 'js' })] };\n",
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist/maps'))).toEqual(['main.js.map']);
    },
  },
  'mini-css-extract-plugin loader: main.css for the entry, a file of its own for a lazy chunk': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /For an entry named `main`, the build writes `main\.css` next to `main\.js`\. A stylesheet imported from a lazily loaded module goes into a file of its own, named by the plugin's `chunkFilename`, such as `1\.css`/,
    packages: ['css-loader', 'mini-css-extract-plugin'],
    files: {
      'src/index.js': "import './main.css';\nimport('./lazy.js');\n",
      'src/lazy.js': "import './lazy.css';\n",
      'src/main.css': 'body { color: red; }\n',
      'src/lazy.css': '.lazy { color: blue; }\n',
      'webpack.config.js': EXTRACT_CONFIG(),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual(
        ['1.css', '1.js', 'main.css', 'main.js'].sort(),
      );
      expect(fs.readFileSync(path.join(dir, 'dist/1.css'), 'utf8')).toContain('.lazy');
    },
  },
  'mini-css-extract-plugin loader: without the plugin the build fails': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /`You forgot to add 'mini-css-extract-plugin' plugin` The build fails on each stylesheet with this message when the rule uses `MiniCssExtractPlugin\.loader` but `plugins` has no `new MiniCssExtractPlugin\(\)`/,
    packages: ['css-loader', 'mini-css-extract-plugin'],
    files: {
      'src/index.js': "import './main.css';\n",
      'src/main.css': 'body { color: red; }\n',
      'webpack.config.js': EXTRACT_CONFIG({ plugin: '' }),
    },
    check: failsWith("You forgot to add 'mini-css-extract-plugin' plugin"),
  },
  'mini-css-extract-plugin loader: raw-loader instead of css-loader, no .css and no error': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /a loader that exports the CSS as a plain string \(such as `raw-loader`\) gives it nothing to extract, and version 1\.6\.2 then writes no `\.css` file and reports no error either/,
    packages: ['raw-loader', 'mini-css-extract-plugin'],
    files: {
      'src/index.js': "import './main.css';\n",
      'src/main.css': 'body { color: red; }\n',
      'webpack.config.js': EXTRACT_CONFIG({ next: "'raw-loader'" }),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(output(r)).not.toMatch(/ERROR|WARNING/);
      expect(fs.readdirSync(path.join(dir, 'dist'))).toEqual(['main.js']);
    },
  },
  'mini-css-extract-plugin loader: publicPath ../ for CSS written to css/': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /With this configuration, `background: url\(\.\/logo\.png\)` in a stylesheet becomes `url\(\.\.\/<hash>\.png\)` in `css\/main\.css`/,
    packages: ['css-loader', 'mini-css-extract-plugin', 'file-loader'],
    files: {
      'src/index.js': "import './main.css';\n",
      'src/main.css': '.logo { background: url(./logo.png); }\n',
      'src/logo.png': Buffer.from('89504e470d0a1a0a', 'hex'),
      'webpack.config.js': EXTRACT_CONFIG({
        plugin: "new MiniCssExtractPlugin({ filename: 'css/[name].css' })",
        loader: "{ loader: MiniCssExtractPlugin.loader, options: { publicPath: '../' } }",
        rules: ", { test: /\\.png$/i, use: ['file-loader'] }",
      }),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'dist/css/main.css'), 'utf8')).toMatch(
        /url\(\.\.\/[0-9a-f]{32}\.png\)/,
      );
    },
  },
  'mini-css-extract-plugin: one CSS file via splitChunks also writes styles.js in webpack 4': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /The build writes `styles\.css` and, because every chunk has a JavaScript part in webpack 4, a small `styles\.js` as well/,
    packages: ['css-loader', 'mini-css-extract-plugin'],
    files: {
      'src/index.js': "import './a.css';\nimport './b.css';\n",
      'src/a.css': '.a { color: red; }\n',
      'src/b.css': '.b { color: blue; }\n',
      'webpack.config.js': EXTRACT_CONFIG({
        extra:
          "optimization: { splitChunks: { cacheGroups: { styles: { name: 'styles', test: /\\.css$/, chunks: 'all', enforce: true } } } },",
      }),
    },
    check: (r, dir) => {
      expect(r.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual(
        ['main.js', 'styles.css', 'styles.js'].sort(),
      );
    },
  },
  'mini-css-extract-plugin: experimentalUseImportModule stops webpack 4': {
    page: 'loaders/mini-css-extract-plugin-loader.md',
    says: /The plugin option `experimentalUseImportModule` needs webpack 5; with webpack 4 the compiler stops with this error before building/,
    packages: ['css-loader', 'mini-css-extract-plugin'],
    files: {
      'src/index.js': "import './main.css';\n",
      'src/main.css': 'body { color: red; }\n',
      'webpack.config.js': EXTRACT_CONFIG({
        plugin: 'new MiniCssExtractPlugin({ experimentalUseImportModule: true })',
      }),
    },
    check: (r, dir) => {
      expect(r.status).not.toBe(0);
      expect(output(r)).toContain(
        'experimentalUseImportModule is only support for webpack >= 5.33.2',
      );
      expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
    },
  },
  'css-loader 5: modules.namedExport with esModule: false fails': {
    page: 'loaders/css-loader.md',
    says: /`The "modules\.namedExport" option requires the "esModules" option to be enabled` You set `modules\.namedExport: true` together with `esModule: false`/,
    packages: ['css-loader'],
    files: {
      'src/index.js': "import './a.module.css';\n",
      'src/a.module.css': '.a { color: red; }\n',
      'webpack.config.js': config(
        "entry: './src/index.js', module: { rules: [{ test: /\\.css$/i, use: [{ loader: 'css-loader', options: { esModule: false, modules: { namedExport: true } } }] }] }",
      ),
    },
    check: failsWith(
      'The "modules.namedExport" option requires the "esModules" option to be enabled',
    ),
  },
  'css-loader 5: url: { filter } of css-loader 6 fails the schema check': {
    page: 'loaders/css-loader.md',
    says: /may fail the schema check of css-loader 5 with `Invalid options object\. CSS Loader has been initialized using an options object that does not match the API schema\.` The differences: - `url` and `import` take a function, not `\{ filter \}`/,
    packages: ['css-loader'],
    files: {
      'src/index.js': "import './a.css';\n",
      'src/a.css': '.a { color: red; }\n',
      'webpack.config.js': config(
        "entry: './src/index.js', module: { rules: [{ test: /\\.css$/i, use: [{ loader: 'css-loader', options: { url: { filter: () => true } } }] }] }",
      ),
    },
    check: (r) => {
      expect(r.status).not.toBe(0);
      expect(output(r)).toContain(
        'Invalid options object. CSS Loader has been initialized using an options object that does not match the API schema.',
      );
      expect(output(r)).toContain('options.url should be one of these');
    },
  },
};

const prose = (page: string) =>
  plainProse(parseMarkdown(fs.readFileSync(path.join(V4_DOCS, page), 'utf8')).body);
const results = new Map<string, { result: ShellCliResult; dir: string }>();
const WEBPACK4_MODULES = path.resolve(__dirname, '../../../tooling/webpack4/node_modules');

beforeAll(async () => {
  const queue = Object.keys(CLAIMS);
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const claim = CLAIMS[name]!;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-v4-'));
      for (const [file, content] of Object.entries(claim.files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      // `require('webpack')` in a fixture's config gets webpack 4, as after `npm install webpack@4`.
      fs.mkdirSync(path.join(dir, 'node_modules'));
      fs.symlinkSync(
        fs.realpathSync(path.join(WEBPACK4_MODULES, 'webpack')),
        path.join(dir, 'node_modules/webpack'),
        'dir',
      );
      for (const pkg of claim.packages ?? [])
        fs.symlinkSync(
          fs.realpathSync(packageDir4(pkg)),
          path.join(dir, 'node_modules', pkg),
          'dir',
        );
      const result = await runCommandLine(claim.command ?? 'npx webpack', dir, { webpack: 4 });
      results.set(name, { result, dir });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
});

afterAll(() => {
  for (const { dir } of results.values()) fs.rmSync(dir, { recursive: true, force: true });
});

test.each(Object.keys(CLAIMS))('%s', (name) => {
  const claim = CLAIMS[name]!;
  expect({
    page: claim.page,
    says: String(claim.says),
    found: claim.says.test(prose(claim.page)),
  }).toEqual({ page: claim.page, says: String(claim.says), found: true });
  const run = results.get(name)!;
  try {
    claim.check(run.result, run.dir);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\n--- exit ${run.result.status}\n--- output\n${output(run.result).slice(0, 2000)}`,
      { cause: error },
    );
  }
});

/* eslint-disable @typescript-eslint/no-explicit-any -- webpack 4 ships no types here */
describe('HotModuleReplacementPlugin multiStep: the order of the two passes', () => {
  test('after a change, the first pass emits only the update files and the second the chunks', async () => {
    expect({
      says: /first it emits only the update files, without the bundle's chunks, then, after `fullBuildTimeout`, a second pass emits the chunks/.test(
        prose('plugins/hot-module-replacement-plugin.md'),
      ),
    }).toEqual({ says: true });
    const webpack4 = require4('webpack') as any;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-v4-multistep-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('one');\n");
    const compiler = webpack4({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      recordsPath: path.join(dir, 'records.json'),
      plugins: [new webpack4.HotModuleReplacementPlugin({ multiStep: true, fullBuildTimeout: 10 })],
    });
    const emits: string[][] = [];
    compiler.hooks.emit.tap('test', (compilation: any) => {
      emits.push(Object.keys(compilation.assets).sort());
    });
    const run = () =>
      new Promise<void>((resolve, reject) =>
        compiler.run((err: Error | null) => (err ? reject(err) : resolve())),
      );
    await run();
    fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('two');\n");
    emits.length = 0;
    await run();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(emits).toHaveLength(2);
    expect(emits[0]!.every((file) => file.includes('.hot-update.'))).toBe(true);
    expect(emits[0]!.length).toBeGreaterThan(0);
    expect(emits[1]).toContain('main.js');
  });
});

/*
 * Fixtures of the ts-loader and postcss-loader claims (function declarations, so the CLAIMS
 * table above can call them). The configurations name each loader by its absolute path in
 * tooling/webpack4; `typescript` and `postcss` resolve from there as they would in a project.
 */
function loader4(name: string): string {
  return JSON.stringify(path.dirname(require4.resolve(`${name}/package.json`)));
}

/** `outer.css` imports `inner.css`; both say `color: red`, which the fixture's plugin turns blue. */
function postcssFiles(): Record<string, string> {
  return {
    'src/index.js': "import './outer.css';\n",
    'src/outer.css': "@import './inner.css';\n.outer { color: red; }\n",
    'src/inner.css': '.inner { color: red; }\n',
    'red-to-blue.js': [
      'module.exports = () => ({',
      "  postcssPlugin: 'red-to-blue',",
      "  Declaration: { color: (decl) => { if (decl.value === 'red') decl.value = 'blue'; } },",
      '});',
      'module.exports.postcss = true;',
      '',
    ].join('\n'),
  };
}

function postcssConfig(cssLoaderOptions: string, postcssLoaderOptions?: string): string {
  const options =
    postcssLoaderOptions ??
    "{ postcssOptions: { config: false, plugins: [require('./red-to-blue.js')] } }";
  return `module.exports = { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [{ test: /\\.css$/, use: [{ loader: ${loader4('css-loader')}, options: ${cssLoaderOptions} }, { loader: ${loader4('postcss-loader')}, options: ${options} }] }] } };\n`;
}

/** `bar.ts` re-exports an interface and a function of `foo.ts`. */
function tsFiles(): Record<string, string> {
  return {
    'src/foo.ts':
      'export interface IFoo { n: number }\nexport const make = (n: number): IFoo => ({ n });\n',
    'src/bar.ts': "export { IFoo, make } from './foo';\n",
    'src/index.ts': "import { make } from './bar';\nconsole.log(make(1).n);\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'es2019',
        module: 'es2015',
        moduleResolution: 'node',
        strict: true,
      },
    }),
  };
}

function tsConfig(options: string): string {
  return `module.exports = { mode: 'development', devtool: false, entry: './src/index.ts', resolve: { extensions: ['.ts', '.js'] }, module: { rules: [{ test: /\\.ts$/, loader: ${loader4('ts-loader')}, options: ${options} }] } };\n`;
}
