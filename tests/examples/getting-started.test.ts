/**
 * docs/guides/getting-started.md: step 1 runs webpack with no configuration,
 * step 2 adds webpack.config.js and an npm script. Both produce dist/main.js,
 * which the hand-written dist/index.html loads and which adds one paragraph.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { buildExample, EXAMPLES_DIR } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../helpers/example-package';
import { runWebpackCli } from '../helpers/run-webpack-cli';
import { scriptSources } from '../helpers/example-output';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const STEP_1 = path.join(EXAMPLES_DIR, 'getting-started/step-1');
const GREETING = 'Hello, webpack. This line was added by your first bundle.';

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs main.js from the output folder in a blank page. */
function paragraphsAfterRunning(output: { outputPath: string }): string[] {
  const page = createBrowserSandbox(output);
  page.runScript('main.js');
  return page.document.body.getElementsByTagName('p').map((p) => p.textContent);
}

describe('getting-started, step 1: npx webpack without a configuration file', () => {
  const outputPath = tempDir('getting-started-step-1-');
  let result: ReturnType<typeof runWebpackCli>;

  beforeAll(() => {
    result = runWebpackCli(['--output-path', outputPath], STEP_1);
  });

  test('the CLI succeeds and emits main.js from src/index.js', () => {
    expect(result.status).toBe(0);
    expect(fs.readdirSync(outputPath)).toEqual(['main.js']);
    expect(result.stdout).toMatch(
      /asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)/,
    );
  });

  test('webpack warns that mode is not set and falls back to production', () => {
    expect(result.stdout).toContain(
      "The 'mode' option has not been set, webpack will fallback to 'production'",
    );
  });

  test('the bundle adds the greeting paragraph to the page', () => {
    expect(paragraphsAfterRunning({ outputPath })).toEqual([GREETING]);
  });

  test('the hand-written index.html in the project root loads dist/main.js', () => {
    const html = fs.readFileSync(path.join(STEP_1, 'index.html'), 'utf8');
    expect(scriptSources(html)).toEqual(['dist/main.js']);
  });

  test('package.json is private, has no "main" or "type", and its ranges match the installed packages', () => {
    const pkg = readExamplePackage('getting-started/step-1');
    expect(pkg.private).toBe(true);
    expect(pkg.main).toBeUndefined();
    expect(pkg.type).toBeUndefined();
    expect(Object.keys(pkg.devDependencies ?? {})).toEqual(['webpack', 'webpack-cli']);
    expect(unsatisfiedRanges(pkg.devDependencies)).toEqual([]);
  });

  test('with "type": "commonjs" (what npm init -y writes) the import statement fails to parse', async () => {
    const copy = tempDir('getting-started-commonjs-');
    fs.cpSync(STEP_1, copy, { recursive: true });
    const pkgFile = path.join(copy, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, type: 'commonjs' }, null, 2));
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          context: copy,
          mode: 'production',
          output: { path: tempDir('getting-started-commonjs-out-') },
        },
        (err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s)),
      );
    });
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ all: false, errors: true })).toContain(
      "'import' and 'export' may appear only with 'sourceType: module'",
    );
  });
});

describe('getting-started, step 2: webpack.config.js and npm run build', () => {
  let build: Awaited<ReturnType<typeof buildExample>>;

  beforeAll(async () => {
    build = await buildExample('getting-started/step-2');
  });

  test('the configuration builds main.js without warnings', () => {
    expect(build.files).toEqual(['main.js']);
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.stats.compilation.options.mode).toBe('production');
  });

  test('the bundle still adds the greeting paragraph', () => {
    expect(paragraphsAfterRunning(build)).toEqual([GREETING]);
  });

  test('the configuration writes to dist/, where index.html expects main.js', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(
      path.join(EXAMPLES_DIR, 'getting-started/step-2/webpack.config.js'),
    ) as webpack.Configuration;
    expect(config.output?.path).toBe(path.join(EXAMPLES_DIR, 'getting-started/step-2/dist'));
    const html = fs.readFileSync(
      path.join(EXAMPLES_DIR, 'getting-started/step-2/index.html'),
      'utf8',
    );
    expect(scriptSources(html)).toEqual([`dist/${String(config.output?.filename)}`]);
  });

  test('the build script runs webpack', () => {
    const pkg = readExamplePackage('getting-started/step-2');
    expect(pkg.scripts).toEqual({ build: 'webpack' });
    expect(unsatisfiedRanges(pkg.devDependencies)).toEqual([]);
  });
});
