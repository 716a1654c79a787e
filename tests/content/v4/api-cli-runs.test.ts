/**
 * Every command line the webpack 4 CLI page (versioned_docs/version-4/api/cli.md)
 * shows, run with webpack-cli 3.3.12 and webpack 4.47.0 against a small fixture:
 * `npx webpack …` lines in bash blocks and inline code, and each inline flag
 * example with a value (`--entry admin=./src/admin.js`, run as `npx webpack …`).
 * Each run asserts what the page says the line does: the entries and output the
 * CLI configures (read from the options it hands to webpack(), see
 * tests/helpers/webpack-options-inspector.cjs), the files written, the exit code
 * and what goes to stdout and stderr. A command line added to the page without a
 * run here fails, and so does a run whose line left the page.
 *
 * The runs start together (three at a time) in beforeAll; each takes about a
 * second of webpack-cli start-up and a tiny build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readApiPage } from '../../helpers/api-docs';
import {
  documentedCommandLines,
  expectRun,
  removeRunFolders,
  runCommandLines,
  type CommandResult,
  type CommandRun,
} from '../../helpers/cli-runs';
import { type ShellCliResult } from '../../helpers/run-webpack-cli';

// Generous for a loaded machine: each run is a Node.js process that starts webpack-cli 3.
jest.setTimeout(600_000);

const page = readApiPage('cli', '4');

type Options = Record<string, unknown>;
const BASE: Record<string, string> = {
  'src/index.js': "console.log('index');\n",
  'src/a.js': "console.log('a');\n",
  'src/main.js': "console.log('main');\n",
  'src/admin.js': "console.log('admin');\n",
  'src/big-module.js': 'export default 1;\n',
  'src/utils/index.js': 'export const x = 1;\n',
  'config/webpack.prod.js':
    "module.exports = { mode: 'production', entry: './src/main.js', output: { filename: 'prod.js' } };\n",
  'node_modules/my-plugin/index.js':
    'module.exports = class MyPlugin { constructor(options) { this.options = options; } apply() {} };\n',
};
const FUNCTION_CONFIG = {
  'webpack.config.js':
    "module.exports = (env = {}) => ({ mode: env.production ? 'production' : 'development', devtool: env.production ? false : 'eval-source-map', entry: './src/index.js', plugins: [{ apply() {}, env }] });\n",
};

const pluginsOf = (o: Options | undefined) => (o?.plugins ?? []) as Options[];
const pluginNamed = (o: Options | undefined, name: string) =>
  pluginsOf(o).filter((p) => p['@class'] === name);
const ok = (r: ShellCliResult) =>
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
const entryOf = (r: ShellCliResult) => r.options?.entry;
const outputOf = (r: ShellCliResult) => r.options?.output as Options | undefined;

const RUNS: Record<string, CommandRun> = {
  'npx webpack': {
    // "Without a configuration file, webpack 4 uses its defaults: the entry ./src … and the output dist/main.js."
    check: (r, dir) => {
      ok(r);
      expect(fs.existsSync(path.join(dir, 'dist/main.js'))).toBe(true);
    },
  },
  'npx webpack --mode production': {
    check: (r) => {
      ok(r);
      expect(r.options?.mode).toBe('production');
    },
  },
  'npx webpack ./src/main.js --output-path ./build': {
    check: (r, dir) => {
      ok(r);
      expect(entryOf(r)).toEqual({ main: path.join(dir, 'src/main.js') });
      expect(fs.existsSync(path.join(dir, 'build/main.js'))).toBe(true);
    },
  },
  'npx webpack ./src/a.js': {
    check: (r, dir) => {
      ok(r);
      expect(entryOf(r)).toEqual({ main: path.join(dir, 'src/a.js') });
    },
  },
  'npx webpack ./src/index.js': {
    check: (r, dir) => {
      ok(r);
      expect(entryOf(r)).toEqual({ main: path.join(dir, 'src/index.js') });
    },
  },
  'npx webpack admin=./src/admin.js': {
    check: (r) => {
      ok(r);
      expect(entryOf(r)).toEqual({ admin: './src/admin.js' });
    },
  },
  'npx webpack --entry ./src/index.js': {
    // webpack-cli 3.3.12 names an unnamed --entry `null`: the page says so, and that the build writes null.js.
    says: /`--entry \.\/src\/index\.js` creates an entry named `null`.{0,40}`null\.js`/,
    check: (r, dir) => {
      ok(r);
      expect(entryOf(r)).toEqual({ null: './src/index.js' });
      expect(fs.existsSync(path.join(dir, 'dist/null.js'))).toBe(true);
    },
  },
  'npx webpack --entry admin=./src/admin.js': {
    check: (r) => {
      ok(r);
      expect(entryOf(r)).toEqual({ admin: './src/admin.js' });
    },
  },
  'npx webpack --env.production': {
    files: FUNCTION_CONFIG,
    check: (r) => {
      ok(r);
      expect({ mode: r.options?.mode, devtool: r.options?.devtool }).toEqual({
        mode: 'production',
        devtool: false,
      });
    },
  },
  'npx webpack --env production': {
    files: FUNCTION_CONFIG,
    check: (r) => {
      ok(r);
      expect(pluginsOf(r.options).find((p) => 'env' in p)?.env).toBe('production');
    },
  },
  'npx webpack --env.production --env.api=https://example.com': {
    files: FUNCTION_CONFIG,
    check: (r) => {
      ok(r);
      expect(pluginsOf(r.options).find((p) => 'env' in p)?.env).toEqual({
        production: true,
        api: 'https://example.com',
      });
    },
  },
  'npx webpack --config ./config/webpack.prod.js': {
    check: (r, dir) => {
      ok(r);
      expect(fs.existsSync(path.join(dir, 'dist/prod.js'))).toBe(true);
    },
  },
  'npx webpack --config-register ts-node/register': {
    files: {
      'webpack.config.ts':
        "const mode: 'development' = 'development';\nmodule.exports = { mode, entry: './src/main.js' };\n",
      'tsconfig.json': '{ "compilerOptions": { "module": "commonjs", "target": "es2019" } }\n',
    },
    check: (r) => {
      ok(r);
      expect(r.options?.mode).toBe('development');
    },
  },
  'npx webpack --mode development': {
    check: (r) => expect(r.options?.mode).toBe('development'),
  },
  'npx webpack --devtool source-map': {
    check: (r) => expect(r.options?.devtool).toBe('source-map'),
  },
  'npx webpack --devtool eval-cheap-module-source-map': {
    check: (r) => expect(r.options?.devtool).toBe('eval-cheap-module-source-map'),
  },
  'npx webpack --define process.env.NODE_ENV="production"': {
    check: (r) =>
      expect(pluginNamed(r.options, 'DefinePlugin')[0]?.definitions).toEqual({
        'process.env.NODE_ENV': 'production',
      }),
  },
  'npx webpack --define process.env.API_URL="\'https://example.com\'"': {
    files: { 'src/index.js': 'console.log(process.env.API_URL);\n' },
    check: (r, dir) => {
      ok(r);
      // "replaces the expression with the value as JavaScript code"
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain(
        '"https://example.com"',
      );
    },
  },
  'npx webpack --display verbose': {
    check: (r) => {
      ok(r);
      expect(r.stdout).toMatch(/\[built\]/);
      expect(r.stdout).toMatch(/^\s*\| \d+ modules?|Entrypoint main/m);
    },
  },
  'npx webpack --module-bind md=raw-loader': {
    check: (r) =>
      expect((r.options?.module as Options).rules).toEqual([
        expect.objectContaining({ test: '/\\.md$/', loader: 'raw-loader' }),
      ]),
  },
  'npx webpack --module-bind json5': {
    check: (r) =>
      expect((r.options?.module as Options).rules).toEqual([
        expect.objectContaining({ test: '/\\.json5$/', loader: 'json5-loader' }),
      ]),
  },
  'npx webpack --output-filename [name].[contenthash].js': {
    check: (r) => {
      ok(r);
      expect(outputOf(r)?.filename).toBe('[name].[contenthash].js');
    },
  },
  'npx webpack --output-public-path /assets/': {
    check: (r) => expect(outputOf(r)?.publicPath).toBe('/assets/'),
  },
  'npx webpack -o dist/app.js': {
    check: (r, dir) => {
      ok(r);
      expect({ path: outputOf(r)?.path, filename: outputOf(r)?.filename }).toEqual({
        path: path.join(dir, 'dist'),
        filename: 'app.js',
      });
      expect(fs.existsSync(path.join(dir, 'dist/app.js'))).toBe(true);
    },
  },
  'npx webpack --plugin my-plugin?verbose=true': {
    check: (r) => {
      ok(r);
      expect(pluginNamed(r.options, 'MyPlugin')[0]?.options).toEqual({ verbose: true });
    },
  },
  'npx webpack --prefetch ./src/big-module.js': {
    check: (r) => {
      ok(r);
      expect(pluginNamed(r.options, 'PrefetchPlugin')[0]?.request).toBe('./src/big-module.js');
    },
  },
  'npx webpack --provide $=jquery': {
    // webpack-cli 3.3.12 calls `new ProvidePlugin('$', 'jquery')` (convert-argv.js); webpack 4 reads one object.
    says: /new ProvidePlugin\('\$', 'jquery'\).{0,200}does not provide `\$`/,
    check: (r) => expect(pluginNamed(r.options, 'ProvidePlugin')[0]?.definitions).toBe('$'),
  },
  'npx webpack --help': {
    check: (r) => {
      ok(r);
      expect(r.stdout).toMatch(/^webpack-cli 3\.3\.12$/m);
    },
  },
  'npx webpack --resolve-alias utils=./src/utils': {
    check: (r) => expect((r.options?.resolve as Options).alias).toEqual({ utils: './src/utils' }),
  },
  'npx webpack --resolve-extensions .ts,.js': {
    check: (r) => expect((r.options?.resolve as Options).extensions).toEqual(['.ts', '.js']),
  },
  'npx webpack --watch-poll 1000': {
    check: (r) => expect((r.options?.watchOptions as Options).poll).toBe(1000),
  },
  'npx webpack --json > stats.json': {
    check: (r, dir) => {
      ok(r);
      const stats = JSON.parse(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')) as Options;
      expect(stats.version).toBe('4.47.0');
    },
  },
  'npx webpack migrate webpack.config.js': {
    // Hands over to @webpack-cli/migrate, which is not installed: webpack-cli 3 offers to install it.
    check: (r) => {
      expect(r.options).toBeUndefined();
      expect(r.stderr + r.stdout).toContain('@webpack-cli/migrate');
    },
  },
};

const documented = documentedCommandLines(page.body);
let results = new Map<string, CommandResult>();

beforeAll(async () => {
  const started = Date.now();
  results = await runCommandLines(documented, RUNS, BASE, {
    webpack: 4,
    env: { TS_NODE_TRANSPILE_ONLY: 'true' },
  });
  console.log(`webpack-cli 3 command lines run: ${results.size} in ${Date.now() - started} ms`);
});

afterAll(() => removeRunFolders(results));

test('every command line on the page has a run, and every run is a line on the page', () => {
  expect(documented.length).toBeGreaterThan(25);
  expect(documented.filter((line) => !RUNS[line])).toEqual([]);
  expect(Object.keys(RUNS).filter((line) => !documented.includes(line))).toEqual([]);
});

test.each(Object.keys(RUNS))('%s', (line) => expectRun(line, RUNS, results, page.body));
