/**
 * versioned_docs/version-4/guides/production.md: a configuration split with
 * webpack-merge; the production build is minified by webpack 4's default
 * Terser, replaces process.env.NODE_ENV with "production" (so the development
 * branch is dropped), writes source maps to .map files and extracts the CSS
 * with mini-css-extract-plugin 1; the development build keeps both.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { openPage } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

const DEV_MESSAGE = 'Development build: checks and warnings are on.';

describe('v4 production: npm run build (webpack.prod.js)', () => {
  let build: ExampleBuild4;
  let css: string;

  beforeAll(async () => {
    build = await buildExample4('v4/production', { configFile: 'webpack.prod.js' });
    css = build.files.find((file) => file.endsWith('.css'))!;
  });

  test('emits the minified bundle, the CSS with a content hash, their source maps and index.html', () => {
    expect(css).toMatch(/^app\.[0-9a-f]{20}\.css$/);
    expect(build.files).toEqual(
      ['app.bundle.js', 'app.bundle.js.map', css, `${css}.map`, 'index.html'].sort(),
    );
    expect(build.stats.compilation.options.mode).toBe('production');
    expect(build.stats.compilation.options.optimization.nodeEnv).toBe('production');
  });

  test('the bundle is minified, ends with a sourceMappingURL comment and has no development branch left', () => {
    const code = build.read('app.bundle.js');
    expect(code.split('\n')).toHaveLength(2);
    expect(code).toMatch(/\n\/\/# sourceMappingURL=app\.bundle\.js\.map$/);
    expect(code).not.toContain(DEV_MESSAGE);
    expect(code).not.toContain('process.env');
    expect(code).toContain('document.body.textContent=`Total: ${19.5.toFixed(2)} EUR`');
  });

  test('index.html links the extracted stylesheet and loads the bundle; the page logs nothing', async () => {
    const html = build.read('index.html');
    expect(html).toContain(`<link href="${css}" rel="stylesheet">`);
    expect(html).toContain('<script src="app.bundle.js"></script>');
    const page = await openPage(build, ['app.bundle.js']);
    expect(page.document.body.textContent).toBe('Total: 19.50 EUR');
    expect(page.logs).toEqual([]);
    expect(build.read(css)).toContain('color: darkslategray;');
  });
});

describe('v4 production: the development configuration (webpack.dev.js)', () => {
  test('keeps the development branch, injects the CSS with style-loader and inlines the source map', async () => {
    const build = await buildExample4('v4/production', { configFile: 'webpack.dev.js' });
    expect(build.files).toEqual(['app.bundle.js', 'index.html']);
    expect(build.read('app.bundle.js')).toContain('sourceMappingURL=data:application/json');
    const page = await openPage(build, ['app.bundle.js']);
    expect(page.logs).toEqual([[DEV_MESSAGE]]);
    expect(page.document.head.getElementsByTagName('style')[0]?.textContent).toContain(
      'color: darkslategray;',
    );
  });

  test('package.json scripts pick the file with --config; ranges match the installed packages', () => {
    const pkg = readExamplePackage('v4/production');
    expect(pkg.scripts).toEqual({
      start: 'webpack-dev-server --open --config webpack.dev.js',
      build: 'webpack --config webpack.prod.js',
    });
    expect(unsatisfiedRanges(pkg.devDependencies, { webpack: 4 })).toEqual([]);
  });
});
