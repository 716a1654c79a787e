/**
 * versioned_docs/version-4/guides/getting-started.md: step 1 runs webpack-cli 3
 * with no configuration, step 2 adds webpack.config.js and an npm script. Both
 * produce dist/main.js with webpack 4.47.0, which adds one paragraph to the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, EXAMPLES_DIR, prepareV4Example } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';
import { runWebpackCli } from '../../helpers/run-webpack-cli';

jest.setTimeout(60_000);

const GREETING = 'Hello, webpack. This line was added by your first bundle.';

function paragraphsAfterRunning(outputPath: string): string[] {
  const page = createBrowserSandbox({ outputPath });
  page.runScript('main.js');
  return page.document.body.getElementsByTagName('p').map((p) => p.textContent);
}

describe('v4 getting-started, step 1: npx webpack (webpack-cli 3) without a configuration file', () => {
  let dir: string;
  let result: ReturnType<typeof runWebpackCli>;

  beforeAll(() => {
    dir = prepareV4Example('v4/getting-started/step-1');
    result = runWebpackCli([], dir, {}, { webpack: 4 });
  });

  test('the CLI succeeds, reports webpack 4.47.0 and emits dist/main.js from src/index.js', () => {
    expect(result.status).toBe(0);
    expect(fs.readdirSync(path.join(dir, 'dist'))).toEqual(['main.js']);
    expect(result.stdout).toContain('Version: webpack 4.47.0');
    expect(result.stdout).toMatch(/main\.js +[\d.]+ (bytes|KiB) +0 +\[emitted\] +main/);
    expect(result.stdout).toMatch(
      /\[\d+\] \.\/src\/index\.js \+ 1 modules [\d.]+ bytes \{0\} \[built\]/,
    );
  });

  test('webpack warns that mode is not set and falls back to production', () => {
    expect(result.stdout).toContain(
      "The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    );
  });

  test('the bundle adds the greeting paragraph to the page', () => {
    expect(paragraphsAfterRunning(path.join(dir, 'dist'))).toEqual([GREETING]);
  });

  test('index.html loads dist/main.js; package.json is private with webpack 4 and webpack-cli 3 ranges', () => {
    const html = fs.readFileSync(
      path.join(EXAMPLES_DIR, 'v4/getting-started/step-1/index.html'),
      'utf8',
    );
    expect([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'dist/main.js',
    ]);
    const pkg = readExamplePackage('v4/getting-started/step-1');
    expect(pkg.private).toBe(true);
    expect(pkg.main).toBeUndefined();
    expect(pkg.devDependencies).toEqual({ webpack: '^4.47.0', 'webpack-cli': '^3.3.12' });
    expect(unsatisfiedRanges(pkg.devDependencies, { webpack: 4 })).toEqual([]);
  });

  test('webpack 4 ignores "type": "commonjs" in package.json: the import statements still build', () => {
    const copy = prepareV4Example('v4/getting-started/step-1');
    const pkgFile = path.join(copy, 'package.json');
    fs.writeFileSync(
      pkgFile,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(pkgFile, 'utf8')), type: 'commonjs' }),
    );
    const typed = runWebpackCli(['--mode', 'production'], copy, {}, { webpack: 4 });
    expect(typed.status).toBe(0);
    expect(paragraphsAfterRunning(path.join(copy, 'dist'))).toEqual([GREETING]);
  });
});

describe('v4 getting-started, step 2: webpack.config.js and npm run build', () => {
  test('the configuration builds main.js in production mode without warnings, and it runs', async () => {
    const build = await buildExample4('v4/getting-started/step-2');
    expect(build.files).toEqual(['main.js']);
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.stats.compilation.options.mode).toBe('production');
    expect(paragraphsAfterRunning(build.outputPath)).toEqual([GREETING]);
  });

  test('the build script runs webpack; the configuration writes to dist/', () => {
    const pkg = readExamplePackage('v4/getting-started/step-2');
    expect(pkg.scripts).toEqual({ build: 'webpack' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(
      path.join(EXAMPLES_DIR, 'v4/getting-started/step-2/webpack.config.js'),
    ) as { output: { path: string } };
    expect(config.output.path).toBe(path.join(EXAMPLES_DIR, 'v4/getting-started/step-2/dist'));
  });
});
