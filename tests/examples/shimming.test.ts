import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

/** Source webpack generated for one module in a development build (devtool eval wraps it in a string). */
function moduleSource(build: ExampleBuild, id: string): string {
  const code = build.read('main.js');
  const start = code.indexOf(`"${id}"`);
  expect(start).toBeGreaterThan(-1);
  const evalStart = code.indexOf('eval("', start);
  const evalEnd = code.indexOf('//# sourceURL', evalStart);
  return JSON.parse(`"${code.slice(evalStart + 6, evalEnd).replace(/\\n$/, '')}"`) as string;
}

describe('examples/shimming', () => {
  describe('development build (readable output)', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('shimming', { mode: 'development' });
    }, 60_000);

    it('ProvidePlugin injects the provided export where the legacy script uses the free variable', () => {
      const source = moduleSource(build, './src/legacy/price-tag.js');
      expect(source).toMatch(
        /\/\* provided dependency \*\/ var formatMoney = __webpack_require__\([^)]*"\.\/src\/lib\/money[^"]*"\)\.formatMoney;/,
      );
      expect(source).toContain("return 'Price: ' + formatMoney(amount);");
    });

    it('exports-loader turns the global function into an export', () => {
      const source = moduleSource(build, './src/legacy/price-tag.js');
      expect(source).toMatch(
        /harmony export \*\/\s+priceTag: \(\) => \(\/\* binding \*\/ priceTag\)/,
      );
    });

    it('imports-loader runs the script with this bound to window', () => {
      const source = moduleSource(build, './src/legacy/visit-counter.js');
      expect(source).toMatch(
        /\(function\(\) \{[\s\S]*this\.visits = \(this\.visits \|\| 0\) \+ 1;[\s\S]*\}\.call\(window\)\);/,
      );
    });
  });

  describe('production build, run in a page', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('shimming');
    }, 60_000);

    it('works: the provided formatMoney, the exported priceTag and the wrapped counter', () => {
      const page = createBrowserSandbox(build);
      page.runScript('main.js');
      expect(page.document.body.textContent).toBe('Price: 12.50 EUR');
      expect(page.logs).toEqual([['Visits: 1']]);
      // The legacy script's global stays private to its module.
      expect(page.window.priceTag).toBeUndefined();
    });

    it('expose-loader puts formatMoney on the global object for code outside the bundle', () => {
      const page = createBrowserSandbox(build);
      page.runScript('main.js');
      const exposed = page.window.formatMoney as (amount: number, currency?: string) => string;
      expect(typeof exposed).toBe('function');
      expect(exposed(3, 'USD')).toBe('3.00 USD');
    });
  });
});
