/**
 * versioned_docs/version-4/guides/entry-advanced.md: with webpack 4.47.0,
 * css-loader 5, mini-css-extract-plugin 1.6.2 and html-webpack-plugin 4, an
 * entry array of a script and a stylesheet gives each page its own .js and
 * .css file; a CSS-only entry still gets a JavaScript file with webpack 4's
 * runtime; the extracted CSS is not minified.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { describeEntryStylesheets } from '../../helpers/entry-advanced';

jest.setTimeout(60_000);

let build: ExampleBuild4;

beforeAll(async () => {
  build = await buildExample4('v4/entry-advanced');
});

describe('v4 entry-advanced example', () => {
  describeEntryStylesheets(
    () => build,
    () =>
      build.stats.toJson({ all: false, assets: true }).assetsByChunkName as Record<
        string,
        string[]
      >,
  );

  test("the CSS-only entry's .js file holds webpack 4's runtime and no CSS", () => {
    expect(build.read('print.css')).toContain('@media print');
    expect(build.read('print.js')).toMatch(/^!function\(e\)\{/);
    expect(build.read('print.js')).not.toContain('@media');
  });

  test("links each page to its own entry's files only", () => {
    const index = build.read('index.html');
    expect(index).toContain('<link href="home.css" rel="stylesheet">');
    expect(index).toContain('<script src="home.js"></script>');
    expect(index).not.toMatch(/account\.|print\./);
    const account = build.read('account.html');
    expect(account).toContain('<link href="account.css" rel="stylesheet">');
    expect(account).toContain('<script src="account.js"></script>');
    expect(account).not.toMatch(/home\.|print\./);
  });

  test('leaves the extracted CSS unminified: no CSS minimizer is configured', () => {
    expect(build.read('home.css').split('\n').length).toBeGreaterThan(5);
    expect(build.read('home.js').split('\n').length).toBe(1);
  });
});
