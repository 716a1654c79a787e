/**
 * docs/guides/environment-variables.md: a configuration function that reads
 * `--env` values from the real webpack CLI, the shape of the env object the
 * CLI passes, `--config-node-env`, and DefinePlugin carrying a value into the
 * bundle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExample, EXAMPLES_DIR } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { readExamplePackage } from '../helpers/example-package';
import { runWebpackCli } from '../helpers/run-webpack-cli';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const DIR = path.join(EXAMPLES_DIR, 'environment-variables');

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs one emitted script in a blank page and returns the text of its paragraph. */
function pageText(build: { outputPath: string }, file: string): string {
  const page = createBrowserSandbox(build);
  page.runScript(file);
  return page.document.body.querySelector('p')?.textContent ?? '';
}

/** Runs an npm script of the example through the CLI, writing to a temporary folder. */
function runScript(name: string): {
  outputPath: string;
  files: string[];
  read(file: string): string;
} {
  const script = readExamplePackage('environment-variables').scripts?.[name] ?? '';
  expect(script.startsWith('webpack')).toBe(true);
  const out = tempDir(`environment-variables-${name.replace(/\W/g, '-')}-`);
  const result = runWebpackCli([...script.split(' ').slice(1), '--output-path', out], DIR);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return {
    outputPath: out,
    files: fs.readdirSync(out).sort(),
    read: (file) => fs.readFileSync(path.join(out, file), 'utf8'),
  };
}

describe('environment-variables example through the CLI', () => {
  test('npm run build:dev (no --env): development build, main.js, the default API URL', () => {
    const build = runScript('build:dev');
    expect(build.files).toEqual(['main.js']);
    expect(pageText(build, 'main.js')).toBe('API: http://localhost:3000 (development build)');
  });

  test('npm run build (--env production): hashed file name, source map, production build', () => {
    const build = runScript('build');
    const main = build.files.find((file) => file.endsWith('.js')) ?? '';
    expect(main).toMatch(/^main\.[0-9a-f]{20}\.js$/);
    expect(build.files).toEqual([main, `${main}.map`]);
    expect(pageText(build, main)).toBe('API: http://localhost:3000 (production build)');
  });

  test('npm run build:staging (--env apiUrl=…): DefinePlugin writes the URL into the bundle', () => {
    const build = runScript('build:staging');
    const main = build.files.find((file) => file.endsWith('.js')) ?? '';
    expect(pageText(build, main)).toBe('API: https://staging.example.com/api (production build)');
    expect(build.read(main)).not.toContain('process.env');
  });
});

describe('environment-variables example through buildExample', () => {
  test('the function receives env and switches mode and devtool', async () => {
    const dev = await buildExample('environment-variables', { env: {} });
    const prod = await buildExample('environment-variables', { env: { production: true } });
    expect(dev.stats.compilation.options.mode).toBe('development');
    expect(dev.stats.compilation.options.devtool).toBe('eval-cheap-module-source-map');
    expect(prod.stats.compilation.options.mode).toBe('production');
    expect(prod.stats.compilation.options.devtool).toBe('source-map');
  });
});

describe('what the CLI passes to a configuration function', () => {
  const probeDir = tempDir('environment-variables-probe-');
  const record = path.join(probeDir, 'record.json');
  fs.writeFileSync(path.join(probeDir, 'index.js'), 'console.log(1);\n');
  fs.writeFileSync(
    path.join(probeDir, 'webpack.config.js'),
    `const fs = require('node:fs');
module.exports = (env, argv) => {
  fs.writeFileSync(${JSON.stringify(record)}, JSON.stringify({ env, keys: Object.keys(env), mode: argv.mode ?? null, nodeEnv: process.env.NODE_ENV ?? null }));
  return { mode: 'none', entry: './index.js', output: { path: ${JSON.stringify(path.join(probeDir, 'dist'))} } };
};
`,
  );

  function probe(args: string[]): {
    env: Record<string, unknown>;
    keys: string[];
    mode: string | null;
    nodeEnv: string | null;
  } {
    const result = runWebpackCli(args, probeDir, { NODE_ENV: '' });
    expect(result.status).toBe(0);
    return JSON.parse(fs.readFileSync(record, 'utf8')) as ReturnType<typeof probe>;
  }

  test('--env flags become properties: bare names are true, name=value is a string, dots nest', () => {
    const { env } = probe([
      '--env',
      'production',
      '--env',
      'apiUrl=https://example.com/a=b',
      '--env',
      'platform.os=linux',
    ]);
    expect(env).toEqual({
      WEBPACK_BUNDLE: true,
      WEBPACK_BUILD: true,
      production: true,
      apiUrl: 'https://example.com/a=b',
      platform: { os: 'linux' },
    });
  });

  test('--env production=false gives the string "false", which is truthy', () => {
    expect(probe(['--env', 'production=false']).env.production).toBe('false');
  });

  test('a trailing = sets the property to undefined', () => {
    const { keys, env } = probe(['--env', 'region=']);
    expect(keys).toContain('region');
    expect(env.region).toBeUndefined();
  });

  test('webpack watch sets WEBPACK_WATCH instead of WEBPACK_BUNDLE and WEBPACK_BUILD', () => {
    const result = runWebpackCli(['watch', '--watch-options-stdin'], probeDir, { NODE_ENV: '' });
    // stdin is closed at once, which ends watch mode after the first build.
    expect(result.status).toBe(0);
    const { env } = JSON.parse(fs.readFileSync(record, 'utf8')) as { env: Record<string, unknown> };
    expect(env).toEqual({ WEBPACK_WATCH: true });
  });

  test('the second argument holds the CLI options, such as --mode', () => {
    expect(probe(['--mode', 'production']).mode).toBe('production');
  });

  test('--config-node-env sets process.env.NODE_ENV while the configuration loads', () => {
    expect(probe(['--config-node-env', 'production']).nodeEnv).toBe('production');
  });
});
