/**
 * versioned_docs/version-4/guides/build-performance.md: the development
 * configuration builds with webpack 4.47.0 and babel-loader 8; the loader rule's
 * `include` keeps node_modules (clsx) away from Babel; babel-loader's
 * cacheDirectory is what survives between two runs (webpack 4 has no persistent
 * cache); `output.pathinfo: false` drops the path comments development mode adds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, prepareV4Example, type ExampleBuild4 } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

const NAME = 'v4/build-performance';
let dir: string;
let first: ExampleBuild4;
let cacheDir: string;
const cacheFiles = () => fs.readdirSync(cacheDir).sort();

beforeAll(async () => {
  dir = prepareV4Example(NAME);
  cacheDir = path.join(dir, 'node_modules/.cache/babel-loader');
  first = await buildExample4(NAME, { dir });
});

describe('v4 build-performance example', () => {
  test('builds main.js, which runs', () => {
    expect(first.files).toEqual(['main.js']);
    const page = createBrowserSandbox(first);
    page.runScript('main.js');
    expect(page.document.body.children.map((el) => el.className)).toEqual(['report report-slow']);
  });

  test('babel-loader caches the two modules of src/ only: include keeps clsx out of Babel', () => {
    expect(cacheFiles()).toHaveLength(2);
  });

  test('a second run with a new compiler reuses the cache and writes no new entry', async () => {
    const before = cacheFiles();
    const second = await buildExample4(NAME, { dir });
    expect(cacheFiles()).toEqual(before);
    expect(second.read('main.js')).toBe(first.read('main.js'));
  });

  test('output.pathinfo: false leaves out the path comments of development mode', () => {
    expect(first.read('main.js')).not.toContain('!*** ./src/timings.js ***!');
    expect(first.stats.compilation.options.mode).toBe('development');
  });

  test("the devtool is webpack 4's cheap-module-eval-source-map: modules wrapped in eval()", () => {
    expect(first.read('main.js')).toMatch(/eval\(".*sourceMappingURL=data:application\/json/);
  });

  test('the package.json ranges match what the tests build with', () => {
    const pkg = readExamplePackage(NAME);
    expect(
      unsatisfiedRanges({ ...pkg.dependencies, ...pkg.devDependencies }, { webpack: 4 }),
    ).toEqual([]);
  });
});
