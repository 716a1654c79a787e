/**
 * versioned_docs/version-4/guides/environment-variables.md: webpack-cli 3's
 * --env.<name> flags build the env object (undefined without flags), the
 * npm scripts of the example build a development and a staging bundle, and
 * DefinePlugin carries env.apiUrl into the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prepareV4Example, WEBPACK4_DIR } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';
import { runWebpackCli } from '../../helpers/run-webpack-cli';

jest.setTimeout(60_000);

const NAME = 'v4/environment-variables';
const pkg = readExamplePackage(NAME);

/** Runs an npm script of the example the way npm would: its webpack arguments through webpack-cli 3. */
function runScript(dir: string, script: string) {
  const args = pkg.scripts![script]!.split(' ').slice(1);
  return runWebpackCli(args, dir, {}, { webpack: 4 });
}

function pageText(dir: string, file: string): string {
  const page = createBrowserSandbox({ outputPath: path.join(dir, 'dist') });
  page.runScript(file);
  return page.document.body.textContent;
}

/**
 * The env value webpack-cli 3 hands a function configuration: its own yargs
 * set-up (config-yargs.js) parses the arguments, and prepareOptions.js calls
 * the configuration with `argv.env`. Done in-process instead of one CLI
 * process per case.
 */
function envFor(args: string[]): unknown {
  const cliDir = path.dirname(
    require.resolve('webpack-cli/package.json', { paths: [WEBPACK4_DIR] }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yargs = require(require.resolve('yargs', { paths: [cliDir] })) as (
    args: string[],
  ) => YargsLike;
  const parser = yargs([]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(path.join(cliDir, 'bin/config/config-yargs.js')) as (y: YargsLike) => void)(parser);
  let env: unknown = 'not parsed';
  parser.parse(args, (err: Error | null, argv: { env?: unknown }) => {
    if (err) throw err;
    env = argv.env;
  });
  return env;
}

interface YargsLike {
  parse(args: string[], callback: (err: Error | null, argv: { env?: unknown }) => void): unknown;
}

describe('v4 environment-variables: what webpack-cli 3 passes as env', () => {
  test('the CLI calls a function configuration with env (undefined without --env) and argv', () => {
    const dir = prepareV4Example(NAME);
    fs.writeFileSync(
      path.join(dir, 'print-env.config.js'),
      "module.exports = (env, argv) => { console.log('ENV=' + String(env) + ' MODE=' + argv.mode); process.exit(0); };\n",
    );
    const result = runWebpackCli(
      ['--config', 'print-env.config.js', '--mode', 'none'],
      dir,
      {},
      { webpack: 4 },
    );
    expect(result.stdout).toContain('ENV=undefined MODE=none');
  });

  test('each --env.<name> flag adds a property; numbers are parsed, other values stay strings, dots nest', () => {
    expect(
      envFor([
        '--env.production',
        '--env.apiUrl=https://staging.example.com/api',
        '--env.port=3000',
        '--env.debug=false',
        '--env.platform.os=linux',
      ]),
    ).toEqual({
      production: true,
      apiUrl: 'https://staging.example.com/api',
      port: 3000,
      debug: 'false',
      platform: { os: 'linux' },
    });
  });

  test('without --env, env is undefined; --env production (with a space) is the string itself', () => {
    expect(envFor([])).toBeUndefined();
    expect(envFor(['--env', 'production'])).toBe('production');
  });
});

describe('v4 environment-variables: the npm scripts', () => {
  test('build:dev writes main.js with an eval source map and the default API URL', () => {
    const dir = prepareV4Example(NAME);
    const result = runScript(dir, 'build:dev');
    expect(result.status).toBe(0);
    expect(fs.readdirSync(path.join(dir, 'dist'))).toEqual(['main.js']);
    expect(pageText(dir, 'main.js')).toBe('API: http://localhost:3000 (development build)');
  });

  test('build:staging writes a hashed, minified bundle with a source map and the staging URL', () => {
    const dir = prepareV4Example(NAME);
    const result = runScript(dir, 'build:staging');
    expect(result.status).toBe(0);
    const files = fs.readdirSync(path.join(dir, 'dist')).sort();
    expect(files).toEqual([
      expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/),
      expect.stringMatching(/^main\.[0-9a-f]{20}\.js\.map$/),
    ]);
    const code = fs.readFileSync(path.join(dir, 'dist', files[0]!), 'utf8');
    expect(code).toContain('API: https://staging.example.com/api (production build)');
    expect(code).not.toContain('process.env');
    expect(pageText(dir, files[0]!)).toBe(
      'API: https://staging.example.com/api (production build)',
    );
  });

  test('package.json ranges match the installed packages', () => {
    expect(unsatisfiedRanges(pkg.devDependencies, { webpack: 4 })).toEqual([]);
  });
});
