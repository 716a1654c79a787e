/**
 * versioned_docs/version-4/guides/tree-shaking.md: in webpack 4,
 * optimization.usedExports marks `square` as an unused harmony export in a
 * development build, where sideEffects is off (clock.js still runs); the
 * production build drops square through Terser and skips clock.js because of
 * package.json's sideEffects; "sideEffects": false also drops the polyfill.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, prepareV4Example, type ExampleBuild4 } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

const NAME = 'v4/tree-shaking';

function run(build: ExampleBuild4) {
  const page = createBrowserSandbox(build);
  let error: unknown;
  try {
    page.runScript('bundle.js');
  } catch (thrown) {
    error = thrown;
  }
  return { logs: page.logs.map((args) => args.join(' ')), error };
}

describe('v4 tree-shaking: development build with usedExports', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4(NAME);
  });

  test('square is marked as an unused harmony export but stays in the code', () => {
    const code = build.read('bundle.js');
    expect(code).toContain('/* unused harmony export square */');
    expect(code).toContain('function square(x)');
    expect(build.stats.compilation.options.optimization).toMatchObject({
      usedExports: true,
      sideEffects: false,
    });
  });

  test('without optimization.sideEffects (off in development in webpack 4), clock.js is bundled and runs', () => {
    expect(run(build).logs).toEqual([
      'clock.js was evaluated',
      'The cube of 3 is 27',
      '1970-01-01',
      '3',
    ]);
  });
});

describe('v4 tree-shaking: production build', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4(NAME, { mode: 'production' });
  });

  test('the minified bundle has cube but no square and no clock.js; the polyfill stays', () => {
    const code = build.read('bundle.js');
    expect(code).toContain('The cube of');
    expect(code).not.toContain('square');
    expect(code).not.toContain('clock.js was evaluated');
    expect(code).toContain('Array.prototype.last');
    expect(build.stats.compilation.options.optimization).toMatchObject({
      usedExports: true,
      sideEffects: true,
      concatenateModules: true,
    });
  });

  test('utils/index.js and clock.js are built but belong to no chunk', () => {
    const modules = build.stats.toJson({ all: false, modules: true }).modules ?? [];
    const chunksOf = (name: string) =>
      (modules.find((m) => m.name === name) as { chunks?: unknown[] } | undefined)?.chunks;
    expect(chunksOf('./src/utils/clock.js')).toEqual([]);
    expect(chunksOf('./src/utils/index.js')).toEqual([]);
  });

  test('the bundle prints what the source asks for', () => {
    expect(run(build)).toEqual({
      logs: ['The cube of 3 is 27', '1970-01-01', '3'],
      error: undefined,
    });
  });

  test('with "sideEffects": false the polyfill is dropped too and the page fails', async () => {
    const dir = prepareV4Example(NAME);
    const pkgFile = path.join(dir, 'package.json');
    fs.writeFileSync(
      pkgFile,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(pkgFile, 'utf8')), sideEffects: false }),
    );
    const broken = await buildExample4(NAME, { dir, mode: 'production' });
    expect(broken.read('bundle.js')).not.toContain('Array.prototype.last');
    const { error } = run(broken);
    expect(String(error)).toContain('TypeError');
    expect(String(error)).toContain('.last is not a function');
  });
});
