/**
 * docs/guides/code-splitting.md: duplicated code with plain entry points, then
 * dependOn, SplitChunksPlugin and a dynamic import() with a chunk name and a
 * prefetch hint.
 */
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { type BrowserSandbox, openPage } from '../helpers/browser-sandbox';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const SHARED_MARKER = 'formatted by shared.js';
const PAGE_TEXT = [
  'Cart total: 42.50 EUR (formatted by shared.js)',
  'Shipping: 4.99 EUR (formatted by shared.js)',
];

function filesContaining(build: ExampleBuild, text: string): string[] {
  return build.files.filter((file) => build.read(file).includes(text));
}

function paragraphs(browser: BrowserSandbox): string[] {
  return browser.document.body.getElementsByTagName('p').map((p) => p.textContent);
}

describe('code-splitting, entry points only', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting/entry-points');
  });

  test('each entry point becomes one bundle', () => {
    expect(build.files).toEqual(['checkout.bundle.js', 'index.bundle.js']);
  });

  test('the shared module is duplicated into both bundles', () => {
    expect(filesContaining(build, SHARED_MARKER)).toEqual([
      'checkout.bundle.js',
      'index.bundle.js',
    ]);
  });
});

describe('code-splitting, dependOn', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting/depend-on');
  });

  test('shared.js lives only in shared.bundle.js', () => {
    expect(build.files).toEqual(['checkout.bundle.js', 'index.bundle.js', 'shared.bundle.js']);
    expect(filesContaining(build, SHARED_MARKER)).toEqual(['shared.bundle.js']);
  });

  test('the runtime moves into the entry the others depend on', () => {
    const chunks = build.stats.toJson({ all: false, chunks: true }).chunks ?? [];
    const runtimeChunks = chunks
      .filter((chunk) => chunk.runtime && chunk.entry)
      .flatMap((chunk) => chunk.names ?? []);
    expect(runtimeChunks).toEqual(['shared']);
  });

  test('the page works when it loads shared.bundle.js before the two entries', async () => {
    const browser = await openPage(build, [
      'shared.bundle.js',
      'index.bundle.js',
      'checkout.bundle.js',
    ]);
    expect(paragraphs(browser)).toEqual(PAGE_TEXT);
  });
});

describe('code-splitting, SplitChunksPlugin with chunks: all', () => {
  let build: ExampleBuild;
  let splitChunk: string;
  beforeAll(async () => {
    build = await buildExample('code-splitting/split-chunks');
    splitChunk =
      build.files.find((file) => !['index.bundle.js', 'checkout.bundle.js'].includes(file)) ?? '';
  });

  test('a third chunk with a numeric id as its name holds the shared module', () => {
    expect(build.files).toHaveLength(3);
    expect(splitChunk).toMatch(/^\d+\.bundle\.js$/);
    expect(filesContaining(build, SHARED_MARKER)).toEqual([splitChunk]);
  });

  test('both entry points list the split chunk among their files', () => {
    const entrypoints = build.stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
    expect(entrypoints.index?.assets?.map((asset) => asset.name)).toEqual([
      splitChunk,
      'index.bundle.js',
    ]);
    expect(entrypoints.checkout?.assets?.map((asset) => asset.name)).toEqual([
      splitChunk,
      'checkout.bundle.js',
    ]);
  });

  test('the page works when it loads the split chunk and both entries', async () => {
    const browser = await openPage(build, [splitChunk, 'index.bundle.js', 'checkout.bundle.js']);
    expect(paragraphs(browser)).toEqual(PAGE_TEXT);
  });
});

describe('code-splitting, dynamic import()', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting/dynamic-imports');
  });

  test('webpackChunkName names the lazy chunk; the entry chunk does not contain its code', () => {
    expect(build.files).toEqual(['main.bundle.js', 'price-list.bundle.js']);
    expect(filesContaining(build, SHARED_MARKER)).toEqual(['price-list.bundle.js']);
    expect(build.read('main.bundle.js')).not.toContain('Notebook');
  });

  test('webpackPrefetch adds <link rel="prefetch"> for the chunk once the page has loaded', async () => {
    const browser = await openPage(build, ['main.bundle.js']);
    const links = browser.document.head.getElementsByTagName('link');
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['prefetch', 'http://localhost/price-list.bundle.js'],
    ]);
    expect(browser.document.body.getElementsByTagName('li')).toEqual([]);
  });

  test('clicking the button loads price-list.bundle.js with a <script> tag and renders the list', async () => {
    const browser = await openPage(build, ['main.bundle.js']);
    expect(browser.loadedScripts).toEqual(['http://localhost/main.bundle.js']);
    browser.document.body.querySelector('button')?.click();
    await browser.settle();
    expect(browser.loadedScripts).toEqual([
      'http://localhost/main.bundle.js',
      'http://localhost/price-list.bundle.js',
    ]);
    expect(browser.document.body.getElementsByTagName('li').map((li) => li.textContent)).toEqual([
      'Notebook: 3.50 EUR (formatted by shared.js)',
      'Pencil: 1.20 EUR (formatted by shared.js)',
      'Eraser: 0.90 EUR (formatted by shared.js)',
    ]);
  });
});

describe('code-splitting, two entry points on one page: runtimeChunk', () => {
  const scripts = (build: ExampleBuild) => {
    const split = build.files.filter((file) => /^\d+\.bundle\.js$/.test(file));
    return [
      ...(build.files.includes('runtime.bundle.js') ? ['runtime.bundle.js'] : []),
      ...split,
      'index.bundle.js',
      'checkout.bundle.js',
    ];
  };

  test('without runtimeChunk, each entry has its own runtime and the shared module runs twice', async () => {
    const build = await buildExample('code-splitting/runtime-chunk', {
      configFile: 'without-runtime-chunk.config.js',
    });
    expect(build.files).toEqual([
      expect.stringMatching(/^\d+\.bundle\.js$/),
      'checkout.bundle.js',
      'index.bundle.js',
    ]);
    const browser = await openPage(build, scripts(build));
    expect(browser.logs).toEqual([['cart.js evaluated'], ['cart.js evaluated']]);
    // checkout.bundle.js got a second, empty cart.
    expect(paragraphs(browser)).toEqual(['Added 2 items', 'Items in the cart: 0']);
  });

  test("with runtimeChunk: 'single', one runtime.bundle.js: the shared module runs once and its state is shared", async () => {
    const build = await buildExample('code-splitting/runtime-chunk');
    expect(build.files).toEqual([
      expect.stringMatching(/^\d+\.bundle\.js$/),
      'checkout.bundle.js',
      'index.bundle.js',
      'runtime.bundle.js',
    ]);
    const entrypoints = build.stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
    expect(entrypoints.index?.assets?.[0]?.name).toBe('runtime.bundle.js');
    expect(entrypoints.checkout?.assets?.[0]?.name).toBe('runtime.bundle.js');
    const browser = await openPage(build, scripts(build));
    expect(browser.logs).toEqual([['cart.js evaluated']]);
    expect(paragraphs(browser)).toEqual(['Added 2 items', 'Items in the cart: 2']);
  });
});
