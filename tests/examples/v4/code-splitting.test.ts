/**
 * versioned_docs/version-4/guides/code-splitting.md: two entry points that
 * duplicate a module, SplitChunksPlugin with chunks: 'all' (webpack 4 names the
 * shared chunk after the chunks that share it, `checkout~index`), and import()
 * with webpackChunkName and webpackPrefetch, loaded on a click.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { createBrowserSandbox, openPage } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

const SHARED_MARKER = 'formatted by shared.js';
const filesContaining = (build: ExampleBuild4, text: string) =>
  build.files.filter((file) => build.read(file).includes(text));

function paragraphs(build: ExampleBuild4, scripts: string[]): string[] {
  const page = createBrowserSandbox(build);
  for (const src of scripts) page.runScript(src);
  return page.document.body.getElementsByTagName('p').map((p) => p.textContent);
}

describe('v4 code-splitting: entry points', () => {
  test('each entry bundle carries its own copy of shared.js', async () => {
    const build = await buildExample4('v4/code-splitting/entry-points');
    expect(build.files).toEqual(['checkout.bundle.js', 'index.bundle.js']);
    expect(filesContaining(build, SHARED_MARKER)).toEqual([
      'checkout.bundle.js',
      'index.bundle.js',
    ]);
    expect(paragraphs(build, ['index.bundle.js'])).toEqual([
      'Cart total: 42.50 EUR (formatted by shared.js)',
    ]);
  });
});

describe('v4 code-splitting: SplitChunksPlugin with chunks: all', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/code-splitting/split-chunks');
  });

  test('shared.js moves to one chunk named checkout~index; the entry bundles no longer contain it', () => {
    expect(build.files).toEqual([
      'checkout.bundle.js',
      'checkout~index.bundle.js',
      'index.bundle.js',
    ]);
    expect(filesContaining(build, SHARED_MARKER)).toEqual(['checkout~index.bundle.js']);
  });

  test('each entry point now needs two files, the shared chunk first', () => {
    const json = build.stats.toJson({ all: false, entrypoints: true }) as unknown as {
      entrypoints: Record<string, { assets: string[] }>;
    };
    expect(json.entrypoints.index!.assets).toEqual(['checkout~index.bundle.js', 'index.bundle.js']);
    expect(json.entrypoints.checkout!.assets).toEqual([
      'checkout~index.bundle.js',
      'checkout.bundle.js',
    ]);
  });

  test('loaded in that order, the entry bundle runs; without the shared chunk it does not', () => {
    expect(paragraphs(build, ['checkout~index.bundle.js', 'index.bundle.js'])).toEqual([
      'Cart total: 42.50 EUR (formatted by shared.js)',
    ]);
    expect(paragraphs(build, ['index.bundle.js'])).toEqual([]);
  });
});

describe('v4 code-splitting: import()', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/code-splitting/dynamic-imports');
  });

  test('webpackChunkName names the lazy chunk price-list.bundle.js; main does not contain its code', () => {
    expect(build.files).toEqual(['index.html', 'main.bundle.js', 'price-list.bundle.js']);
    expect(filesContaining(build, SHARED_MARKER)).toEqual(['price-list.bundle.js']);
    expect(build.read('main.bundle.js')).not.toContain('Notebook');
  });

  test('webpackPrefetch adds <link rel="prefetch"> for the chunk when main runs', async () => {
    const page = await openPage(build, ['main.bundle.js']);
    const links = page.document.head.getElementsByTagName('link');
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['prefetch', 'price-list.bundle.js'],
    ]);
  });

  test('clicking the button loads price-list.bundle.js with a <script> tag and renders the list', async () => {
    const page = await openPage(build, ['main.bundle.js']);
    page.document.body.querySelector('button')?.click();
    await page.settle();
    expect(page.loadedScripts).toEqual([
      'http://localhost/main.bundle.js',
      'http://localhost/price-list.bundle.js',
    ]);
    expect(page.document.body.getElementsByTagName('li').map((li) => li.textContent)).toEqual([
      'Notebook: 3.50 EUR (formatted by shared.js)',
      'Pencil: 1.20 EUR (formatted by shared.js)',
      'Eraser: 0.90 EUR (formatted by shared.js)',
    ]);
  });
});
