/**
 * Every command line the CLI page (docs/api/cli.md) shows, run with the
 * installed webpack-cli and webpack 5 against a small fixture: the twin of
 * tests/content/v4/api-cli-runs.test.ts, through the same helper
 * (tests/helpers/cli-runs.ts). `watch` and `serve` are stopped once they have
 * built or listen; `serve` runs on a free port and without `--open`.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { readApiPage } from '../helpers/api-docs';
import {
  documentedCommandLines,
  expectRun,
  removeRunFolders,
  runCommandLines,
  type CommandResult,
  type CommandRun,
} from '../helpers/cli-runs';
import { type ShellCliResult } from '../helpers/run-webpack-cli';

jest.setTimeout(600_000);

const page = readApiPage('cli');
type Options = Record<string, unknown>;

/** A port nobody listens on right now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const BASE: Record<string, string> = {
  'src/index.js': "console.log('index');\n",
  'src/a.js': "console.log('a');\n",
  'src/b.js': "console.log('b');\n",
  'src/main.js': "console.log('main');\n",
  'public/hello.txt': 'hello\n',
  'config/webpack.prod.js':
    "module.exports = { mode: 'production', entry: './src/main.js', output: { filename: 'prod.js' } };\n",
  'webpack.config.prod.js': "module.exports = { mode: 'production', entry: './src/main.js' };\n",
  'webpack.common.js':
    "module.exports = { entry: './src/main.js', output: { filename: 'common.js' } };\n",
  'webpack.prod.js': "module.exports = { mode: 'production', devtool: 'source-map' };\n",
};
const ENV_CONFIG = {
  'webpack.config.js':
    "module.exports = (env) => ({ mode: 'none', entry: './src/index.js', plugins: [{ apply() {}, env }] });\n",
};
const ok = (r: ShellCliResult) => expect(r.status).toBe(0);
/** The `env` the configuration function received, without the WEBPACK_* flags webpack-cli may add. */
const envOf = (r: ShellCliResult) =>
  Object.fromEntries(
    Object.entries((pluginWith(r, 'env')?.env ?? {}) as Options).filter(
      ([key]) => !key.startsWith('WEBPACK_'),
    ),
  );
/** The fixture's own plugin object (webpack-cli adds its CLIPlugin to the list too). */
const pluginWith = (r: ShellCliResult, key: string) =>
  (r.options?.plugins as Options[] | undefined)?.find((p) => key in p);
const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, file));
const RUNS: Record<string, CommandRun> = {};

const documented = documentedCommandLines(page.body);
let results = new Map<string, CommandResult>();

beforeAll(async () => {
  const [servePort, portPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const listening = /Loopback: http:\/\/localhost:\d+\//;
  Object.assign(RUNS, {
    'npx webpack': { check: (r, dir) => (ok(r), expect(exists(dir, 'dist/main.js')).toBe(true)) },
    'npx webpack --mode production': { check: (r) => expect(r.options?.mode).toBe('production') },
    'npx webpack ./src/main.js --output-path ./build': {
      check: (r, dir) => (ok(r), expect(exists(dir, 'build/main.js')).toBe(true)),
    },
    'npx webpack build --mode production': {
      check: (r) => (ok(r), expect(r.options?.mode).toBe('production')),
    },
    'npx webpack build': {
      check: (r, dir) => (ok(r), expect(exists(dir, 'dist/main.js')).toBe(true)),
    },
    'npx webpack watch --mode development': {
      stopWhen: /compiled successfully/,
      check: (r) => {
        expect(r.options?.mode).toBe('development');
        expect(r.options?.watch).toBe(true);
        expect(r.stdout + r.stderr).toMatch(/compiled successfully/);
      },
    },
    'npx webpack serve --mode development --open': {
      command: `npx webpack serve --mode development --port ${servePort}`,
      stopWhen: listening,
      check: (r) => {
        expect(r.options?.mode).toBe('development');
        expect(r.stdout + r.stderr).toContain(`Loopback: http://localhost:${servePort}/`);
      },
    },
    'npx webpack --port 8080': {
      // A serve flag: run with serve, on a free port.
      says: /`serve` accepts one flag for every `devServer` option.{0,300}`--port 8080` sets `devServer\.port`/,
      command: `npx webpack serve --port ${portPort}`,
      stopWhen: listening,
      check: (r) => expect(r.stdout + r.stderr).toContain(`http://localhost:${portPort}/`),
    },
    'npx webpack --static-directory ./public': {
      says: /`--static-directory \.\/public` sets `devServer\.static\.directory`/,
      command: `npx webpack serve --static-directory ./public --port ${staticPort}`,
      stopWhen: /Content not from webpack is served from/,
      check: (r, _dir) =>
        expect(r.stdout + r.stderr).toContain(
          "Content not from webpack is served from './public' directory",
        ),
    },
    'npx webpack configtest ./webpack.config.prod.js': {
      check: (r) => (ok(r), expect(r.stdout + r.stderr).toMatch(/No validation errors found/)),
    },
    'npx webpack info --output markdown --additional-package postcss': {
      check: (r) => (ok(r), expect(r.stdout).toMatch(/^## System:/m)),
    },
    'npx webpack --config ./config/webpack.prod.js': {
      check: (r, dir) => (ok(r), expect(exists(dir, 'dist/prod.js')).toBe(true)),
    },
    'npx webpack --config-name client --config-name server': {
      files: {
        'webpack.config.js':
          "module.exports = ['client', 'server', 'other'].map((name) => ({ name, mode: 'none', entry: './src/index.js', output: { filename: name + '.js' } }));\n",
      },
      check: (r, dir) => {
        ok(r);
        expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual(['client.js', 'server.js']);
      },
    },
    'npx webpack --config ./webpack.common.js --config ./webpack.prod.js --merge': {
      check: (r, dir) => {
        ok(r);
        expect({ mode: r.options?.mode, devtool: r.options?.devtool }).toEqual({
          mode: 'production',
          devtool: 'source-map',
        });
        expect(exists(dir, 'dist/common.js')).toBe(true);
      },
    },
    'npx webpack --config-node-env production': {
      files: {
        'webpack.config.js':
          "module.exports = { mode: 'none', entry: './src/index.js', plugins: [{ apply() {}, nodeEnv: process.env.NODE_ENV }] };\n",
      },
      check: (r) => (ok(r), expect(pluginWith(r, 'nodeEnv')?.nodeEnv).toBe('production')),
    },
    'npx webpack --help': { check: (r) => (ok(r), expect(r.stdout).toMatch(/--config-name/)) },
    'npx webpack --help=verbose': {
      check: (r) => (ok(r), expect(r.stdout).toMatch(/--optimization-split-chunks-min-size/)),
    },
    'npx webpack -h verbose': {
      check: (r) => (ok(r), expect(r.stdout).toMatch(/--optimization-split-chunks-min-size/)),
    },
    'npx webpack ./src/a.js ./src/b.js': {
      check: (r) => {
        ok(r);
        expect(r.stdout).toMatch(/\.\/src\/a\.js/);
        expect(r.stdout).toMatch(/\.\/src\/b\.js/);
      },
    },
    'npx webpack serve --help': { check: (r) => (ok(r), expect(r.stdout).toMatch(/--port/)) },
    'npx webpack help serve': { check: (r) => (ok(r), expect(r.stdout).toMatch(/--port/)) },
    'npx webpack help --mode': { check: (r) => (ok(r), expect(r.stdout).toMatch(/--mode/)) },
    'npx webpack complete bash': {
      // "It needs the optional @bomb.sh/tab package installed; without it, the command prints an error."
      check: (r) => {
        expect(r.status).not.toBe(0);
        expect(r.stdout + r.stderr).toMatch(/@bomb\.sh\/tab/);
      },
    },
    'npx webpack --env production': {
      files: ENV_CONFIG,
      check: (r) => (ok(r), expect(envOf(r)).toEqual({ production: true })),
    },
    'npx webpack --env api=https://example.com': {
      files: ENV_CONFIG,
      check: (r) => (ok(r), expect(envOf(r)).toEqual({ api: 'https://example.com' })),
    },
    'npx webpack --env app.title=Demo': {
      files: ENV_CONFIG,
      check: (r) => (ok(r), expect(envOf(r)).toEqual({ app: { title: 'Demo' } })),
    },
    'npx webpack --progress=profile': {
      check: (r) => (ok(r), expect(r.stderr).toMatch(/\d+ ms/)),
    },
    'npx webpack --json stats.json': {
      check: (r, dir) => {
        ok(r);
        expect(
          (JSON.parse(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')) as Options).version,
        ).toMatch(/^5\./);
      },
    },
    'npx webpack -d source-map': { check: (r) => expect(r.options?.devtool).toBe('source-map') },
    'npx webpack -t web -t es2020': {
      check: (r) => expect(r.options?.target).toEqual(['web', 'es2020']),
    },
    'npx webpack --output-filename "[name].[contenthash].js"': {
      check: (r) => expect((r.options?.output as Options).filename).toBe('[name].[contenthash].js'),
    },
    'npx webpack --optimization-split-chunks-min-size 30000': {
      check: (r) =>
        expect(((r.options?.optimization as Options).splitChunks as Options).minSize).toBe(30000),
    },
    'npx webpack --cache-type filesystem': {
      check: (r) => expect((r.options?.cache as Options).type).toBe('filesystem'),
    },
    'npx webpack --infrastructure-logging-level verbose': {
      check: (r) => expect((r.options?.infrastructureLogging as Options).level).toBe('verbose'),
    },
    'npx webpack --resolve-extensions .ts --resolve-extensions .js': {
      files: {
        'webpack.config.js':
          "module.exports = { mode: 'none', entry: './src/index.js', resolve: { extensions: ['.mjs'] } };\n",
      },
      says: /The values are added to the list from your configuration/,
      check: (r) =>
        expect((r.options?.resolve as Options).extensions).toEqual(['.mjs', '.ts', '.js']),
    },
    'npx webpack --resolve-extensions-reset --resolve-extensions .ts': {
      files: {
        'webpack.config.js':
          "module.exports = { mode: 'none', entry: './src/index.js', resolve: { extensions: ['.mjs'] } };\n",
      },
      check: (r) => expect((r.options?.resolve as Options).extensions).toEqual(['.ts']),
    },
  } satisfies Record<string, CommandRun>);
  const started = Date.now();
  results = await runCommandLines(documented, RUNS, BASE, { webpack: 5 });
  console.log(`webpack-cli command lines run: ${results.size} in ${Date.now() - started} ms`);
});

afterAll(() => removeRunFolders(results));

test('every command line on the page has a run, and every run is a line on the page', () => {
  expect(documented.length).toBeGreaterThan(25);
  expect(documented.filter((line) => !RUNS[line])).toEqual([]);
  expect(Object.keys(RUNS).filter((line) => !documented.includes(line))).toEqual([]);
});

test.each(documented)('%s', (line) => expectRun(line, RUNS, results, page.body));
