import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { copyExample, type ExampleCopy } from '../helpers/example-copy';

const moduleNames = (build: ExampleBuild) =>
  (build.stats.toJson({ all: false, modules: true, orphanModules: true }).modules ?? [])
    .filter((m) => !m.orphan)
    .map((m) => m.name ?? '');

const run = (build: ExampleBuild) => {
  const page = createBrowserSandbox(build);
  page.runScript('bundle.js');
  return page.logs;
};

describe('examples/tree-shaking', () => {
  describe('development build with optimization.usedExports', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('tree-shaking');
    }, 60_000);

    it('marks the unused export but keeps its code', () => {
      const code = build.read('bundle.js');
      expect(code).toContain('/* unused harmony export square */');
      expect(code).toContain('The square of');
      expect(code).toMatch(/harmony export \*\/\s+cube: \(\) =>/);
    });

    it('skips clock.js, which is re-exported but unused, because package.json declares no side effects for it', () => {
      const names = moduleNames(build);
      expect(names).toEqual(
        expect.arrayContaining(['./src/index.js', './src/math.js', './src/utils/format-date.js']),
      );
      expect(names).not.toContain('./src/utils/clock.js');
      expect(build.read('bundle.js')).not.toContain('clock.js was evaluated');
    });

    it('keeps polyfills.js, the one file listed in sideEffects', () => {
      expect(moduleNames(build)).toContain('./src/polyfills.js');
      expect(run(build)).toEqual([['The cube of 3 is 27'], ['1970-01-01'], [3]]);
    });
  });

  describe('production build', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('tree-shaking', { mode: 'production' });
    }, 60_000);

    it('removes the unused export and keeps the used one', () => {
      const code = build.read('bundle.js');
      expect(code).not.toContain('The square of');
      expect(code).not.toContain('unused harmony export');
      expect(code).toContain('The cube of');
    });

    it('still runs, with the side-effect import intact', () => {
      expect(run(build)).toEqual([['The cube of 3 is 27'], ['1970-01-01'], [3]]);
    });
  });

  describe('the sideEffects field decides', () => {
    let copy: ExampleCopy;
    beforeEach(() => {
      copy = copyExample('tree-shaking');
    });
    afterEach(() => copy.remove());

    it('without it, webpack must keep clock.js because evaluating it has an effect', async () => {
      copy.write(
        'package.json',
        JSON.stringify({ name: 'tree-shaking-example', private: true }, null, 2),
      );
      const build = await buildExample(copy.name, { mode: 'production' });
      expect(build.read('bundle.js')).toContain('clock.js was evaluated');
      expect(run(build)[0]).toEqual(['clock.js was evaluated']);
    }, 60_000);

    it('with "sideEffects": false, webpack also drops polyfills.js and the page breaks', async () => {
      copy.write(
        'package.json',
        JSON.stringify(
          { name: 'tree-shaking-example', private: true, sideEffects: false },
          null,
          2,
        ),
      );
      const build = await buildExample(copy.name, { mode: 'production' });
      expect(build.read('bundle.js')).not.toContain('Array.prototype.last');
      expect(() => run(build)).toThrow(/last is not a function/);
    }, 60_000);
  });

  describe('no-side-effects: /*#__NO_SIDE_EFFECTS__*/ on a function declaration', () => {
    it('drops the unused call of the annotated function in production, and keeps the unannotated one', async () => {
      const build = await buildExample('tree-shaking/no-side-effects');
      const code = build.read('bundle.js');
      expect(code).not.toContain('slider');
      expect(code).toContain('legacy');
      const page = createBrowserSandbox(build);
      page.runScript('bundle.js');
      expect(page.logs).toEqual([['defining button'], ['defining legacy menu'], ['using button']]);
    }, 60_000);

    it('keeps every call in development mode', async () => {
      const build = await buildExample('tree-shaking/no-side-effects', { mode: 'development' });
      const page = createBrowserSandbox(build);
      page.runScript('bundle.js');
      expect(page.logs).toEqual([
        ['defining button'],
        ['defining slider'],
        ['defining legacy menu'],
        ['using button'],
      ]);
    }, 60_000);
  });
});
