/**
 * versioned_docs/version-4/guides/csp.md: with webpack 4.47.0, __webpack_nonce__
 * set from the loading script's nonce reaches the <style> tag style-loader 2
 * adds and the <script> tag webpack 4's JSONP runtime adds for a lazy chunk.
 * webpack 4 has no output.trustedTypes, so no Trusted Types policy is created.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { type BrowserSandbox, openPage } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

const NONCE = 'c2VydmVyLWdlbmVyYXRlZA==';

/** Opens the page and records the <script> tags the bundle appends to <head>. */
async function openRecording(nonce?: string) {
  const browser = await openPage(build, ['main.js'], nonce ? { nonce } : {});
  const added: { src: string; nonce: string | null }[] = [];
  const appendChild = browser.document.head.appendChild.bind(browser.document.head);
  browser.document.head.appendChild = ((child) => {
    if ('tagName' in child && child.tagName === 'SCRIPT')
      added.push({ src: child.src as string, nonce: child.getAttribute('nonce') });
    return appendChild(child);
  }) as typeof browser.document.head.appendChild;
  return { browser, added };
}

async function clickAndSettle(browser: BrowserSandbox): Promise<void> {
  browser.document.body.querySelector('button')?.click();
  await browser.settle();
}

let build: ExampleBuild4;

beforeAll(async () => {
  build = await buildExample4('v4/csp');
});

describe('v4 csp example', () => {
  test('emits the entry and the lazy report chunk', () => {
    expect(build.files).toEqual(['main.js', 'report.js']);
  });

  test('the <style> tag from style-loader carries the nonce of the loading script', async () => {
    const { browser } = await openRecording(NONCE);
    const styles = browser.document.head.getElementsByTagName('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('nonce')).toBe(NONCE);
  });

  test('the <script> tag for the lazy chunk carries the same nonce, and the chunk runs', async () => {
    const { browser, added } = await openRecording(NONCE);
    await clickAndSettle(browser);
    // webpack 4's default publicPath is '', so the URL is relative to the page.
    expect(added).toEqual([{ src: 'report.js', nonce: NONCE }]);
    expect(browser.document.body.querySelector('p')?.textContent).toBe(
      'This chunk was loaded by a script tag with the page nonce.',
    );
    expect(browser.policies).toEqual([]);
  });

  test('without a nonce on the loading script, webpack 4 adds no nonce attribute', async () => {
    const { browser, added } = await openRecording();
    await clickAndSettle(browser);
    expect(
      browser.document.head.getElementsByTagName('style')[0]?.getAttribute('nonce'),
    ).toBeNull();
    expect(added.map((a) => a.nonce)).toEqual([null]);
  });
});
