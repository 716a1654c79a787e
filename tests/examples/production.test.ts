import path from 'node:path';
import webpack from 'webpack';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

const load = (file: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(EXAMPLES_DIR, 'production', file)) as webpack.Configuration;

describe('examples/production', () => {
  describe('the split configuration', () => {
    const common = load('webpack.common.js');
    const dev = load('webpack.dev.js');
    const prod = load('webpack.prod.js');

    it('is valid in all three files', () => {
      for (const config of [common, dev, prod])
        expect(() => webpack.validate(config)).not.toThrow();
    });

    it('merges the shared entry, output and plugins into both environment configs', () => {
      for (const config of [dev, prod]) {
        expect(config.entry).toEqual(common.entry);
        expect(config.output).toEqual(common.output);
        expect(config.plugins).toHaveLength(1);
        expect(config.plugins?.[0]).toBe(common.plugins?.[0]);
      }
      expect(dev).toMatchObject({
        mode: 'development',
        devtool: 'inline-source-map',
        devServer: { static: './dist' },
      });
      expect(prod).toMatchObject({ mode: 'production', devtool: 'source-map' });
      expect(prod.devServer).toBeUndefined();
    });
  });

  describe('npx webpack --config webpack.prod.js', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('production', { configFile: 'webpack.prod.js' });
    }, 60_000);

    it('emits the bundle, a separate source map and the HTML page from the common config', () => {
      expect(build.files).toEqual(['app.bundle.js', 'app.bundle.js.map', 'index.html']);
      expect(build.read('app.bundle.js')).toMatch(
        /\/\/# sourceMappingURL=app\.bundle\.js\.map\s*$/,
      );
      expect(build.read('index.html')).toContain('<title>Production</title>');
    });

    it('minifies the JavaScript', () => {
      const code = build.read('app.bundle.js');
      const lines = code.trim().split('\n');
      expect(lines).toHaveLength(2); // the code, then the source map comment
      expect(code).not.toContain('formatPrice'); // names are mangled or inlined
      expect(code).not.toMatch(/\/\*/); // no comments
    });

    it('replaces process.env.NODE_ENV with "production" and drops the dead branch', () => {
      const code = build.read('app.bundle.js');
      expect(code).not.toContain('process.env.NODE_ENV');
      expect(code).not.toContain('Development build');
      const page = createBrowserSandbox(build);
      page.runScript('app.bundle.js');
      expect(page.document.body.textContent).toBe('Total: 19.50 EUR');
      expect(page.logs).toEqual([]);
    });
  });

  describe('npx webpack --config webpack.dev.js', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('production', { configFile: 'webpack.dev.js' });
    }, 60_000);

    it('keeps readable output with an inline source map and the development branch', () => {
      expect(build.files).toEqual(['app.bundle.js', 'index.html']);
      const code = build.read('app.bundle.js');
      expect(code).toContain('sourceMappingURL=data:application/json');
      expect(code.split('\n').length).toBeGreaterThan(20);
      const page = createBrowserSandbox(build);
      page.runScript('app.bundle.js');
      expect(page.logs).toEqual([['Development build: checks and warnings are on.']]);
      expect(page.document.body.textContent).toBe('Total: 19.50 EUR');
    });
  });
});
