/**
 * The home page's "Write Your Code" / "Bundle It" example (examples/home/):
 * the files the page shows are built here with the real webpack CLI, the
 * printed output must be the output the page shows, and the bundle must do
 * what the page says when page.html loads it.
 *
 * After a webpack upgrade changes the output, refresh it with
 * `UPDATE_HOME_OUTPUT=1 npx jest tests/examples/home.test.ts --selectProjects content`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLES_DIR } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { runWebpackCli, type CliResult } from '../helpers/run-webpack-cli';

jest.setTimeout(60_000);

const HOME = path.join(EXAMPLES_DIR, 'home');
const OUTPUT_FILE = path.join(HOME, 'output.txt');
const SOURCES_MODULE = path.resolve(__dirname, '../../src/components/HomeExample/sources.ts');

/** Build time is the one thing that changes from run to run. */
const withoutTiming = (output: string) => output.replace(/ in \d+ ms$/m, ' in <time> ms');

describe('home page example (examples/home)', () => {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'home-example-'));
  let result: CliResult;

  beforeAll(() => {
    result = runWebpackCli(['--output-path', outputPath], HOME);
    if (process.env.UPDATE_HOME_OUTPUT === '1' && result.status === 0)
      fs.writeFileSync(OUTPUT_FILE, result.stdout);
  });

  test('`npx webpack` succeeds and emits only bundle.js', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(fs.readdirSync(outputPath)).toEqual(['bundle.js']);
  });

  test('prints exactly the output the page shows (apart from the build time)', () => {
    const shown = fs.readFileSync(OUTPUT_FILE, 'utf8');
    expect(withoutTiming(result.stdout)).toBe(withoutTiming(shown));
    expect(shown).toMatch(/^asset bundle\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)$/m);
    expect(shown).toMatch(/^webpack 5\.\d+\.\d+ compiled successfully in \d+ ms$/m);
  });

  test('the bundle, loaded the way page.html loads it, adds the greeting paragraph', () => {
    const html = fs.readFileSync(path.join(HOME, 'page.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['dist/bundle.js']);

    // The sandbox serves the build output as the page's dist/ folder would be.
    const page = createBrowserSandbox({ outputPath });
    page.runScript('bundle.js');
    const paragraphs = page.document.body.getElementsByTagName('p').map((p) => p.textContent);
    expect(paragraphs).toEqual(['Hello, webpack! This line comes from a bundle.']);
  });

  test('webpack.config.js writes dist/bundle.js, the file page.html loads', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(HOME, 'webpack.config.js')) as {
      output: { path: string; filename: string };
    };
    expect(path.relative(HOME, path.join(config.output.path, config.output.filename))).toBe(
      path.join('dist', 'bundle.js'),
    );
  });

  test('the page imports every example file verbatim (no copies that could drift)', () => {
    const sources = fs.readFileSync(SOURCES_MODULE, 'utf8');
    const imported = [...sources.matchAll(/from '@site\/examples\/home\/([^']+)\?raw'/g)]
      .map((m) => m[1])
      .sort();
    const onDisk = [
      'src/index.js',
      'src/greeting.js',
      'webpack.config.js',
      'page.html',
      'output.txt',
    ].sort();
    expect(imported).toEqual(onDisk);
    for (const file of onDisk) expect(fs.existsSync(path.join(HOME, file))).toBe(true);
    // and nothing else in the example folder that the page leaves out, bar package.json
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(HOME, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.posix.join(dir, entry.name);
        return entry.isDirectory() ? walk(rel) : [rel];
      });
    expect(
      walk('')
        .filter((file) => file !== 'package.json')
        .sort(),
    ).toEqual(onDisk);
  });
});
