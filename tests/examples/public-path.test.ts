import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import {
  cdnPublicPathTest,
  PUBLIC_PATH_HELP,
  runtimePublicPathTests,
  svgOf,
  visitPublicPathPage,
} from '../helpers/example-output';

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
      expect(await visitPublicPathPage(page)).toEqual({
        logo: `https://example.com/shop/${svgOf(build)}`,
        scripts: ['https://example.com/shop/main.js', 'https://example.com/shop/help.js'],
        help: PUBLIC_PATH_HELP,
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

    cdnPublicPathTest(() => build, cdn);
  });

  describe('examples/public-path/runtime: __webpack_public_path__', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('public-path/runtime');
    }, 60_000);

    runtimePublicPathTests(() => build);
  });
});
