import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox, type BrowserSandbox } from '../helpers/browser-sandbox';

const svgOf = (build: ExampleBuild) => build.files.find((f) => f.endsWith('.svg'))!;

/** Runs main.js, clicks Help and returns what the page ended up with. */
async function visit(page: BrowserSandbox, mainSrc?: string) {
  page.runScript(mainSrc ?? 'main.js');
  const [img, button] = page.document.body.children;
  button!.click();
  await page.settle();
  const help = page.document.body.children.find((el) => el.tagName === 'P');
  return { logo: img!.src, scripts: page.loadedScripts, help: help?.textContent };
}

describe('examples/public-path', () => {
  describe("without --env: publicPath 'auto'", () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('public-path');
    }, 60_000);

    it('writes relative URLs into the HTML', () => {
      expect(build.files).toEqual(expect.arrayContaining(['help.js', 'index.html', 'main.js']));
      expect(build.read('index.html')).toContain('<script defer src=main.js>');
    });

    it('works out the public path from the URL main.js was loaded from', async () => {
      const page = createBrowserSandbox(build, { baseUrl: 'https://example.com/shop/' });
      expect(await visit(page)).toEqual({
        logo: `https://example.com/shop/${svgOf(build)}`,
        scripts: ['https://example.com/shop/main.js', 'https://example.com/shop/help.js'],
        help: 'The logo and this text were loaded from the public path.',
      });
    });
  });

  describe('with --env publicPath=https://cdn.example.com/assets/', () => {
    const cdn = 'https://cdn.example.com/assets/';
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('public-path', { env: { publicPath: cdn } });
    }, 60_000);

    it('prefixes the script in the HTML with the configured URL', () => {
      expect(build.read('index.html')).toContain(`<script defer src=${cdn}main.js>`);
      expect(build.read('main.js')).toContain(JSON.stringify(cdn));
    });

    it('loads the asset and the lazy chunk from that URL, wherever the page is', async () => {
      const page = createBrowserSandbox(build, {
        baseUrl: 'https://www.example.com/',
        assetHosts: [cdn],
      });
      expect(await visit(page, `${cdn}main.js`)).toEqual({
        logo: `${cdn}${svgOf(build)}`,
        scripts: [`${cdn}main.js`, `${cdn}help.js`],
        help: 'The logo and this text were loaded from the public path.',
      });
    });
  });

  describe('examples/public-path/runtime: __webpack_public_path__', () => {
    const staticHost = 'https://static.example.com/build-42/';
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('public-path/runtime');
    }, 60_000);

    it('compiles the assignment into the runtime public path variable', () => {
      expect(build.read('main.js')).toMatch(/\.p=window\.ASSET_BASE_URL/);
    });

    it('uses the value the page sets at run time for assets and chunks', async () => {
      const page = createBrowserSandbox(build, {
        baseUrl: 'https://www.example.com/',
        assetHosts: [staticHost],
        globals: { ASSET_BASE_URL: staticHost },
      });
      expect(await visit(page)).toEqual({
        logo: `${staticHost}${svgOf(build)}`,
        scripts: ['https://www.example.com/main.js', `${staticHost}help.js`],
        help: 'The logo and this text were loaded from the public path.',
      });
    });
  });
});
