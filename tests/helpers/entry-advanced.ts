/**
 * What the webpack 5 and webpack 4 entry-advanced guides both say of their example's build
 * (examples/entry-advanced/, examples/v4/entry-advanced/): one stylesheet per entry, with the
 * shared @import in both, and no CSS in the scripts, which still run.
 */
import type { ExampleBuild } from './build-example';
import { createBrowserSandbox } from './browser-sandbox';

/**
 * @param build the example's build (after `beforeAll`)
 * @param assetsByEntry each entry's emitted files, sorted: from `entrypoints` (webpack 5 stats)
 *   or `assetsByChunkName` (webpack 4 stats)
 */
export function describeEntryStylesheets(
  build: () => Pick<ExampleBuild, 'read' | 'outputPath' | 'files'>,
  assetsByEntry: () => Record<string, string[]>,
) {
  it('emits one .js and one .css file per entry, plus a page per HtmlWebpackPlugin', () => {
    expect(build().files).toEqual([
      'account.css',
      'account.html',
      'account.js',
      'home.css',
      'home.js',
      'index.html',
      'print.css',
      'print.js',
    ]);
    expect(assetsByEntry()).toEqual({
      account: ['account.css', 'account.js'],
      home: ['home.css', 'home.js'],
      print: ['print.css', 'print.js'],
    });
  });

  it("puts each entry's own rules in its stylesheet, and the shared @import in both", () => {
    const home = build().read('home.css');
    const account = build().read('account.css');
    expect(home).toContain('.hero');
    expect(home).not.toContain('.account-form');
    expect(account).toContain('.account-form label');
    expect(account).not.toContain('.hero');
    for (const css of [home, account]) expect(css).toContain('font-family: system-ui, sans-serif;');
  });

  it('keeps CSS out of the JavaScript files, which still run', () => {
    expect(build().read('home.js')).not.toContain('rebeccapurple');
    expect(build().read('account.js')).not.toContain('font-weight');
    const page = createBrowserSandbox(build());
    page.runScript('home.js');
    expect(page.document.body.children.map((el) => el.className)).toContain('hero');
  });
}
