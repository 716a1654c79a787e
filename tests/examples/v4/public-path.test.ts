/**
 * versioned_docs/version-4/guides/public-path.md: webpack 4 has no
 * publicPath 'auto'. The example sets '/' by default and a CDN URL with
 * webpack-cli 3's --env.publicPath; the runtime variant assigns
 * __webpack_public_path__, which file-loader's URLs and chunk loading follow.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import {
  cdnPublicPathTest,
  PUBLIC_PATH_HELP,
  runtimePublicPathTests,
  svgOf,
  visitPublicPathPage,
} from '../../helpers/example-output';

jest.setTimeout(60_000);

describe('v4 public-path: the default of the example, "/"', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/public-path');
  });

  test('the HTML and the runtime use root-relative URLs', () => {
    expect(build.files).toEqual([svgOf(build), 'help.js', 'index.html', 'main.js'].sort());
    expect(build.read('index.html')).toContain('<script src="/main.js"></script>');
  });

  test('from a page at a deep URL, the logo and the chunk still come from the site root', async () => {
    // The server serves dist/ at the site root; the page itself is a deep link.
    const page = createBrowserSandbox(build, {
      baseUrl: 'https://example.com/products/42',
      assetHosts: ['https://example.com/'],
    });
    expect(await visitPublicPathPage(page, '/main.js')).toEqual({
      logo: `/${svgOf(build)}`,
      scripts: ['https://example.com/main.js', 'https://example.com/help.js'],
      help: PUBLIC_PATH_HELP,
    });
  });
});

describe('v4 public-path: --env.publicPath=https://cdn.example.com/assets/', () => {
  const cdn = 'https://cdn.example.com/assets/';
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/public-path', { env: { publicPath: cdn } });
  });

  test('prefixes the script in the HTML and puts the URL into the runtime', () => {
    expect(build.read('index.html')).toContain(`<script src="${cdn}main.js"></script>`);
    expect(build.read('main.js')).toContain(`.p="${cdn}"`);
  });

  cdnPublicPathTest(() => build, cdn);
});

describe('v4 public-path: __webpack_public_path__ at run time', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/public-path/runtime');
  });

  runtimePublicPathTests(() => build);
});
