/**
 * versioned_docs/version-4/guides/shimming.md: ProvidePlugin, exports-loader 1,
 * imports-loader 1 and expose-loader 1 make two legacy scripts work in a
 * webpack 4 bundle; and webpack 4's automatic Node.js polyfills (the `node`
 * option: path-browserify, buffer, process), which node: false turns off.
 */
import {
  buildExample4,
  editExampleFile,
  prepareV4Example,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

describe('v4 shimming: the legacy scripts', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/shimming');
  });

  test('the page shows the price from priceTag (exports-loader) with formatMoney (ProvidePlugin), and counts a visit on window (imports-loader)', () => {
    const page = createBrowserSandbox(build);
    page.runScript('main.js');
    expect(page.document.body.textContent).toBe('Price: 12.50 EUR');
    expect(page.logs).toEqual([['Visits: 1']]);
    expect(page.window.visits).toBe(1);
  });

  test('expose-loader puts formatMoney on window for scripts outside the bundle', () => {
    const page = createBrowserSandbox(build);
    page.runScript('main.js');
    const formatMoney = page.window.formatMoney as (amount: number, currency: string) => string;
    expect(formatMoney(3, 'USD')).toBe('3.00 USD');
  });

  test('package.json ranges match the installed loaders', () => {
    expect(
      unsatisfiedRanges(readExamplePackage('v4/shimming').devDependencies, { webpack: 4 }),
    ).toEqual([]);
  });
});

describe('v4 shimming: Node.js built-ins and globals', () => {
  test('webpack 4 bundles browser versions of path, Buffer and process by itself', async () => {
    const build = await buildExample4('v4/shimming/node-globals');
    const modules = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
      (m) => m.name,
    );
    expect(modules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node_modules\/path-browserify\/index\.js$/),
        expect.stringMatching(/node_modules\/buffer\/index\.js$/),
        expect.stringMatching(/node_modules\/process\/browser\.js$/),
      ]),
    );
    const page = createBrowserSandbox(build);
    page.runScript('main.js');
    expect(page.document.body.textContent).toBe('docs/guides/shimming.md d2VicGFjayA0 production');
  });

  test('with node: false the build fails: path cannot be resolved', async () => {
    const dir = prepareV4Example('v4/shimming/node-globals');
    editExampleFile(
      dir,
      'webpack.config.js',
      "  entry: './src/index.js',",
      "  entry: './src/index.js',\n  node: false,",
    );
    await expect(buildExample4('v4/shimming/node-globals', { dir })).rejects.toThrow(
      "Module not found: Error: Can't resolve 'path'",
    );
  });
});
