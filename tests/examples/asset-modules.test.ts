/**
 * docs/guides/asset-modules.md: one example uses every asset module type,
 * output.assetModuleFilename, generator.filename, parser.dataUrlCondition,
 * resource queries in a oneOf list and new URL(…, import.meta.url).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { type BrowserSandbox, openPage } from '../helpers/browser-sandbox';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const SRC = path.join(EXAMPLES_DIR, 'asset-modules/src');
const BASE = 'http://localhost/site/';

function dataUrlContent(url: string, mime: string): Buffer {
  const prefix = `data:${mime};base64,`;
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
}

describe('asset-modules example', () => {
  let build: ExampleBuild;
  let browser: BrowserSandbox;
  let photoFile: string;

  beforeAll(async () => {
    build = await buildExample('asset-modules');
    browser = await openPage(build, ['main.js'], { baseUrl: BASE });
    photoFile = build.files.find((file) => file.startsWith('assets/')) ?? '';
  });

  const image = (alt: string) =>
    browser.document.body
      .getElementsByTagName('img')
      .find((img) => String(img.alt).startsWith(alt));

  test('only the large PNG (assetModuleFilename) and the CSV (generator.filename) are emitted', () => {
    expect(build.files).toEqual(
      ['assets/' + path.basename(photoFile), 'downloads/colors.csv', 'main.js'].sort(),
    );
    expect(photoFile).toMatch(/^assets\/photo\.[0-9a-f]{8}\.png$/);
    expect(build.read('downloads/colors.csv')).toBe(
      fs.readFileSync(path.join(SRC, 'files/colors.csv'), 'utf8'),
    );
  });

  test('asset with maxSize 4 KiB: badge.png (79 bytes) is inlined, photo.png (about 12 KiB) is emitted', () => {
    expect(fs.statSync(path.join(SRC, 'images/badge.png')).size).toBe(79);
    expect(fs.statSync(path.join(SRC, 'images/photo.png')).size).toBeGreaterThan(8096);
    const badge = dataUrlContent(image('Badge')?.src ?? '', 'image/png');
    expect(badge.equals(fs.readFileSync(path.join(SRC, 'images/badge.png')))).toBe(true);
    expect(image('Photo')?.src).toBe(BASE + photoFile);
  });

  test('asset/inline: the SVG becomes a base64 data URL with the MIME type from the extension', () => {
    const logo = dataUrlContent(image('Logo')?.src ?? '', 'image/svg+xml');
    expect(logo.toString('utf8')).toBe(fs.readFileSync(path.join(SRC, 'images/logo.svg'), 'utf8'));
  });

  test('?raw selects asset/source: the SVG markup arrives as a string', () => {
    expect(browser.document.body.querySelector('code')?.textContent).toBe(
      fs.readFileSync(path.join(SRC, 'images/logo.svg'), 'utf8'),
    );
  });

  test('?bytes selects asset/bytes: a Uint8Array as long as the file', () => {
    expect(browser.document.body.querySelector('p')?.textContent).toBe(
      'badge.png is 79 bytes long.',
    );
  });

  test('asset/source: notes.txt is imported as text', () => {
    expect(browser.document.body.querySelector('pre')?.textContent).toBe(
      fs.readFileSync(path.join(SRC, 'notes.txt'), 'utf8'),
    );
  });

  test('new URL(…, import.meta.url) points at the emitted CSV', () => {
    expect(browser.document.body.querySelector('a')?.href).toBe(`${BASE}downloads/colors.csv`);
  });

  test('the guide shows the photo name this build produces', () => {
    const guide = fs.readFileSync(
      path.resolve(__dirname, '../../docs/guides/asset-modules.md'),
      'utf8',
    );
    expect(guide).toContain(photoFile);
  });

  test('the same content hash in the photo name on a second build', async () => {
    const again = await buildExample('asset-modules');
    expect(again.files).toEqual(build.files);
  });
});

describe('asset module defaults the guide states', () => {
  const defaults = webpack.config.getNormalizedWebpackOptions({});
  webpack.config.applyWebpackOptionsDefaults(defaults);

  test('dataUrlCondition.maxSize defaults to 8096 bytes', () => {
    expect(defaults.module.parser.asset?.dataUrlCondition).toEqual({ maxSize: 8096 });
  });

  test('assetModuleFilename defaults to [hash][ext][query][fragment]', () => {
    expect(defaults.output.assetModuleFilename).toBe('[hash][ext][query][fragment]');
  });
});
