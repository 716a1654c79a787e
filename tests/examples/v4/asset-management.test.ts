/**
 * versioned_docs/version-4/guides/asset-management.md: webpack 4 has no asset
 * modules, so CSS goes through style-loader 2 and css-loader 5, images and fonts
 * through file-loader 6, small files inline through url-loader 4, CSV through
 * csv-loader 3 and XML through xml-loader 1; JSON works without a rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, prepareV4Example, type ExampleBuild4 } from '../../helpers/build-example';
import { openPage } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

describe('v4 asset-management, step 1: CSS with style-loader and css-loader', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/asset-management/css');
  });

  test('the stylesheet goes into main.js; no CSS file is emitted', () => {
    expect(build.files).toEqual(['main.js']);
  });

  test('running the bundle adds one <style> tag with the rules and the styled heading', async () => {
    const page = await openPage(build, ['main.js']);
    const styles = page.document.head.getElementsByTagName('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('color: rebeccapurple;');
    expect(page.document.body.querySelector('h1')?.className).toBe('title');
  });
});

describe('v4 asset-management, complete: file-loader, JSON, CSV and XML', () => {
  let build: ExampleBuild4;
  let icon: string;

  beforeAll(async () => {
    build = await buildExample4('v4/asset-management/complete');
    icon = build.files.find((file) => file.endsWith('.svg'))!;
  });

  test('file-loader emits the icon once, named by a 32-character content hash, next to main.js', () => {
    expect(build.files).toEqual([icon, 'main.js'].sort());
    expect(icon).toMatch(/^[0-9a-f]{32}\.svg$/);
    expect(build.stats.hasWarnings()).toBe(false);
  });

  test('the page shows the XML title, the icon from dist/ in <img> and in the CSS, and the JSON colours with their CSV hex codes', async () => {
    const page = await openPage(build, ['main.js']);
    const body = page.document.body;
    expect(body.querySelector('h1')?.textContent).toBe('Assets from CSS, images and data files');
    expect(body.querySelector('img')?.src).toBe(`dist/${icon}`);
    expect(page.document.head.getElementsByTagName('style')[0]!.textContent).toContain(
      `url(dist/${icon})`,
    );
    expect(body.getElementsByTagName('li').map((li) => li.textContent)).toEqual([
      'rebeccapurple #663399',
      'teal #008080',
      'goldenrod #daa520',
    ]);
  });

  test('without output.publicPath the URLs would be relative to the page (webpack 4 has no "auto")', async () => {
    const dir = prepareV4Example('v4/asset-management/complete');
    const config = path.join(dir, 'webpack.config.js');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("    publicPath: 'dist/',\n", ''),
    );
    const without = await buildExample4('v4/asset-management/complete', { dir });
    const page = await openPage(without, ['main.js']);
    expect(page.document.body.querySelector('img')?.src).toBe(icon);
  });

  test('url-loader with a limit inlines the small icon as a data URL instead of emitting it', async () => {
    const dir = prepareV4Example('v4/asset-management/complete');
    const config = path.join(dir, 'webpack.config.js');
    const source = fs.readFileSync(config, 'utf8');
    const imageRule = "        test: /\\.(png|svg|jpe?g|gif)$/i,\n        use: ['file-loader'],\n";
    expect(source).toContain(imageRule);
    fs.writeFileSync(
      config,
      source.replace(
        imageRule,
        "        test: /\\.(png|svg|jpe?g|gif)$/i,\n        loader: 'url-loader',\n        options: { limit: 8192 },\n",
      ),
    );
    const inlined = await buildExample4('v4/asset-management/complete', { dir });
    expect(inlined.files).toEqual(['main.js']);
    const page = await openPage(inlined, ['main.js']);
    expect(page.document.body.querySelector('img')?.src).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  test('package.json lists the loaders at versions installed in the webpack 4 toolchain', () => {
    const pkg = readExamplePackage('v4/asset-management/complete');
    expect(unsatisfiedRanges(pkg.devDependencies, { webpack: 4 })).toEqual([]);
  });
});
