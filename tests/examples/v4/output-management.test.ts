/**
 * versioned_docs/version-4/guides/output-management.md: two entry points,
 * html-webpack-plugin 4 writing index.html (scripts at the end of <body>,
 * minified in production), and clean-webpack-plugin 3 emptying the output
 * folder, since webpack 4 has no output.clean.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildExample4,
  EXAMPLES_DIR,
  prepareV4Example,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';
import { runWebpackCli } from '../../helpers/run-webpack-cli';
import { scriptSources } from '../../helpers/example-output';

jest.setTimeout(60_000);

const CONTENT = [
  'Output management',
  'This page loads 2 bundles: index.bundle.js, footer.bundle.js.',
  'The footer comes from a second entry point.',
];

function render(outputPath: string, scripts: string[]): string[] {
  const page = createBrowserSandbox({ outputPath });
  for (const src of scripts) page.runScript(src);
  return page.document.body.children
    .filter((el) => el.tagName !== 'SCRIPT')
    .map((el) => el.textContent);
}

describe('v4 output-management, step 1: two entry points and a hand-written page', () => {
  test('[name].bundle.js gives one file per entry point; the hand-written page loads both', async () => {
    const build = await buildExample4('v4/output-management/step-1');
    expect(build.files).toEqual(['footer.bundle.js', 'index.bundle.js']);
    const html = fs.readFileSync(
      path.join(EXAMPLES_DIR, 'v4/output-management/step-1/index.html'),
      'utf8',
    );
    const scripts = scriptSources(html);
    expect(scripts).toEqual(['dist/index.bundle.js', 'dist/footer.bundle.js']);
    expect(
      render(
        build.outputPath,
        scripts.map((src) => src.replace('dist/', '')),
      ),
    ).toEqual(CONTENT);
  });
});

describe('v4 output-management, final: html-webpack-plugin 4 and clean-webpack-plugin 3', () => {
  let build: ExampleBuild4;
  let outputPath: string;

  beforeAll(async () => {
    outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-output-management-dist-'));
    fs.writeFileSync(path.join(outputPath, 'leftover.js'), 'old\n');
    fs.mkdirSync(path.join(outputPath, 'old-images'));
    fs.writeFileSync(path.join(outputPath, 'old-images/a.png'), 'old\n');
    build = await buildExample4('v4/output-management', { outputPath });
  });

  afterAll(() => {
    if (outputPath) fs.rmSync(outputPath, { recursive: true, force: true });
  });

  test('clean-webpack-plugin removed the files and folders of earlier builds', () => {
    expect(build.files).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html']);
    expect(fs.readdirSync(outputPath).sort()).toEqual([
      'footer.bundle.js',
      'index.bundle.js',
      'index.html',
    ]);
  });

  test('index.html is minified, has the title, and loads one blocking script per entry at the end of <body>, in entry order', () => {
    const html = build.read('index.html');
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><title>Output management</title>' +
        '<meta name="viewport" content="width=device-width,initial-scale=1"></head><body>' +
        '<script src="index.bundle.js"></script><script src="footer.bundle.js"></script></body></html>',
    );
  });

  test('the generated page renders the same content', () => {
    expect(render(build.outputPath, scriptSources(build.read('index.html')))).toEqual(CONTENT);
  });

  test('the stats map each chunk to its file (assetsByChunkName)', () => {
    expect(build.stats.toJson({ all: false, assets: true }).assetsByChunkName).toEqual({
      index: 'index.bundle.js',
      footer: 'footer.bundle.js',
    });
  });

  test('package.json ranges match the webpack 4 toolchain', () => {
    expect(
      unsatisfiedRanges(readExamplePackage('v4/output-management').devDependencies, { webpack: 4 }),
    ).toEqual([]);
  });
});

/**
 * On Node.js versions that can require() ES modules (process.features.require_module: 20.19+, 22.12+),
 * a dependency of html-webpack-plugin 4 (util.promisify → get-intrinsic → async-function) resolves to an
 * .mjs file, which v8-compile-cache, loaded by webpack-cli 3, compiles as CommonJS. The page tells
 * readers to set DISABLE_V8_COMPILE_CACHE=1.
 */
describe('v4 output-management: npx webpack (webpack-cli 3) with html-webpack-plugin 4', () => {
  // Asked of a separate Node.js process: jest's own `process` object lacks the flag.
  const requireModule =
    spawnSync(process.execPath, ['-p', 'process.features.require_module'], {
      encoding: 'utf8',
    }).stdout.trim() === 'true';

  test('with DISABLE_V8_COMPILE_CACHE=1 the CLI builds the page', () => {
    const dir = prepareV4Example('v4/output-management');
    const result = runWebpackCli([], dir, { DISABLE_V8_COMPILE_CACHE: '1' }, { webpack: 4 });
    expect(result.status).toBe(0);
    expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual([
      'footer.bundle.js',
      'index.bundle.js',
      'index.html',
    ]);
  });

  (requireModule ? test : test.skip)(
    'without it, on this Node.js version the CLI stops with a SyntaxError from async-function',
    () => {
      const dir = prepareV4Example('v4/output-management');
      const result = runWebpackCli([], dir, { DISABLE_V8_COMPILE_CACHE: '' }, { webpack: 4 });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('SyntaxError: Cannot use import statement outside a module');
      expect(result.stderr).toContain('async-function/require.mjs');
    },
  );
});
