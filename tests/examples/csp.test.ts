/**
 * docs/guides/csp.md: __webpack_nonce__ set from the loading script's nonce
 * reaches the <style> tag style-loader adds and the <script> tag the runtime
 * adds for a lazy chunk; output.trustedTypes routes chunk URLs through a
 * Trusted Types policy with the configured name.
 */
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { type BrowserSandbox, openPage } from '../helpers/browser-sandbox';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const NONCE = 'c2VydmVyLWdlbmVyYXRlZA==';

async function clickAndSettle(browser: BrowserSandbox): Promise<void> {
  browser.document.body.querySelector('button')?.click();
  await browser.settle();
}

describe('csp example', () => {
  let build: ExampleBuild;

  beforeAll(async () => {
    build = await buildExample('csp');
  });

  test('emits the entry and the lazy report chunk', () => {
    expect(build.files).toEqual(['main.js', 'report.js']);
  });

  test('the <style> tag from style-loader carries the nonce of the loading script', async () => {
    const browser = await openPage(build, ['main.js'], { nonce: NONCE });
    const styles = browser.document.head.getElementsByTagName('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('nonce')).toBe(NONCE);
  });

  test('the <script> tag for the lazy chunk carries the same nonce, and the chunk runs', async () => {
    const browser = await openPage(build, ['main.js'], { nonce: NONCE });
    const added: { src: string; nonce: string | null }[] = [];
    const appendChild = browser.document.head.appendChild.bind(browser.document.head);
    browser.document.head.appendChild = ((child) => {
      if ('tagName' in child && child.tagName === 'SCRIPT')
        added.push({ src: child.src, nonce: child.getAttribute('nonce') });
      return appendChild(child);
    }) as typeof browser.document.head.appendChild;
    await clickAndSettle(browser);
    expect(added).toEqual([{ src: 'http://localhost/report.js', nonce: NONCE }]);
    expect(browser.document.body.querySelector('p')?.textContent).toBe(
      'This chunk was loaded by a script tag with the page nonce.',
    );
  });

  test('output.trustedTypes: the chunk URL goes through a policy named webpack-demo', async () => {
    const browser = await openPage(build, ['main.js'], { nonce: NONCE });
    expect(browser.policies).toEqual([]);
    await clickAndSettle(browser);
    expect(browser.policies).toEqual([
      { name: 'webpack-demo', createdUrls: ['http://localhost/report.js'] },
    ]);
  });

  test('without a nonce on the loading script, webpack adds no nonce attribute', async () => {
    const browser = await openPage(build, ['main.js']);
    expect(
      browser.document.head.getElementsByTagName('style')[0]?.getAttribute('nonce'),
    ).toBeNull();
  });
});
