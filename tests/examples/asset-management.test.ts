/**
 * docs/guides/asset-management.md: CSS through style-loader and css-loader,
 * images and fonts as asset/resource, JSON out of the box and YAML through a
 * custom JSON parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { openPage } from '../helpers/browser-sandbox';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

describe('asset-management, step 1: CSS', () => {
  let build: ExampleBuild;

  beforeAll(async () => {
    build = await buildExample('asset-management/css');
  });

  test('the stylesheet goes into main.js; no separate CSS file is emitted', () => {
    expect(build.files).toEqual(['main.js']);
    const moduleNames =
      build.stats.toJson({ modules: true }).modules?.map((m) => m.name ?? '') ?? [];
    expect(
      moduleNames.some((name) => /css-loader\/dist\/cjs\.js!\.\/src\/style\.css$/.test(name)),
    ).toBe(true);
  });

  test('running the bundle adds a <style> tag with the rules and the styled heading', async () => {
    const browser = await openPage(build, ['main.js']);
    const styles = browser.document.head.getElementsByTagName('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('color: rebeccapurple;');
    const heading = browser.document.body.querySelector('h1');
    expect(heading?.className).toBe('title');
    expect(heading?.textContent).toBe('Styled by a bundled stylesheet');
  });
});

describe('asset-management, complete: images, fonts rule, JSON and YAML', () => {
  let build: ExampleBuild;
  let iconFile: string;

  beforeAll(async () => {
    build = await buildExample('asset-management/complete');
    iconFile = build.files.find((file) => file.endsWith('.svg')) ?? '';
  });

  test('the image is emitted under the default name: a 20-character hash and the extension', () => {
    expect(build.files).toEqual([iconFile, 'main.js'].sort());
    expect(iconFile).toMatch(/^[0-9a-f]{20}\.svg$/);
    // The guide quotes this name as an example.
    const guide = fs.readFileSync(
      path.resolve(__dirname, '../../docs/guides/asset-management.md'),
      'utf8',
    );
    expect(guide).toContain(iconFile);
    expect(build.stats.hasWarnings()).toBe(false);
  });

  test('the <img> and the CSS url() both point at the emitted file, resolved against the script URL', async () => {
    const browser = await openPage(build, ['main.js'], { baseUrl: 'http://localhost/app/' });
    const url = `http://localhost/app/${iconFile}`;
    expect(browser.document.body.querySelector('img')?.src).toBe(url);
    const css = browser.document.head.getElementsByTagName('style')[0]?.textContent ?? '';
    expect(css).toContain(`url(${url})`);
  });

  test('YAML is parsed at build time: the heading comes from settings.yaml', async () => {
    const browser = await openPage(build, ['main.js']);
    expect(browser.document.body.querySelector('h1')?.textContent).toBe(
      'Assets from CSS, images and data files',
    );
    expect(build.read('main.js')).not.toContain('showIcon: true');
    const moduleNames = build.stats.toJson({ modules: true, nestedModules: true }).modules ?? [];
    const all = moduleNames.flatMap((m) => [
      m.name ?? '',
      ...(m.modules ?? []).map((n) => n.name ?? ''),
    ]);
    expect(all.some((name) => name.includes('js-yaml'))).toBe(false);
    expect(all.some((name) => name.endsWith('settings.yaml'))).toBe(true);
  });

  test('JSON needs no loader: the list shows the colors from palette.json', async () => {
    const browser = await openPage(build, ['main.js']);
    const items = browser.document.body.getElementsByTagName('li');
    expect(items.map((item) => item.textContent)).toEqual(['rebeccapurple', 'teal', 'goldenrod']);
    expect(items.map((item) => item.style.color)).toEqual(['rebeccapurple', 'teal', 'goldenrod']);
  });

  test('the font rule treats font files as asset/resource', () => {
    const rules = build.stats.compilation.options.module.rules as {
      test?: RegExp;
      type?: string;
    }[];
    const fontRule = rules.find(
      (rule) => rule.test instanceof RegExp && rule.test.test('font.woff2'),
    );
    expect(fontRule?.type).toBe('asset/resource');
    for (const name of ['a.woff', 'a.ttf', 'a.otf']) expect(fontRule?.test?.test(name)).toBe(true);
  });
});
