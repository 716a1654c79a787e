/**
 * Issue #10 — no request to a third-party host on a default build, checked in a browser:
 * a page of every section is opened and scrolled to the bottom (so lazy images and in-view
 * prefetches fire; every template is in tests/e2e/templates.test.ts), and a client-side navigation
 * is made;
 * the shared browser helper records every request to another host, and the browser resolves no
 * host but the local server's.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { closeBrowser, openPage, url, waitForHydration, WITH_BACKGROUND_LOADING } from './browser';
import { scrollToBottom } from './page-checks';

jest.setTimeout(120_000);
afterAll(closeBrowser);

// Every page template and the app shell: tests/e2e/templates.test.ts, on the loads it shares with
// the other per-page checks.
const SAMPLE = [
  '/api/cli/',
  '/guides/getting-started/',
  '/loaders/',
  '/plugins/',
  '/migrate/5/',
  '/contribute/',
  '/glossary/',
  '/branding/',
  '/license/',
];

describe('third-party requests', () => {
  it.each(SAMPLE)('%s requests nothing from another host', async (pagePath) => {
    const { page, context, thirdPartyRequests } = await openPage(WITH_BACKGROUND_LOADING);
    try {
      await page.goto(url(pagePath));
      await waitForHydration(page);
      await scrollToBottom(page);
      await page.waitForLoadState('networkidle');
      expect(thirdPartyRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a client-side navigation (code highlighting loaded on demand) stays on the host', async () => {
    const { page, context, thirdPartyRequests, pageErrors } =
      await openPage(WITH_BACKGROUND_LOADING);
    try {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.click('a[href="/concepts/entry-points/"]');
      await page.waitForURL(url('/concepts/entry-points/'));
      // The old page stays on screen until the new one's chunks are in: wait for the new page.
      await page.waitForSelector('[data-page-anchors] a[href^="/concepts/entry-points/#"]');
      await page.waitForSelector(
        'article .theme-code-block .token.keyword, article .theme-code-block .token.string',
      );
      await page.waitForLoadState('networkidle');
      expect(thirdPartyRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the recorder sees a request to another host, which fails (the check can fail)', async () => {
    // The site's Content-Security-Policy refuses such a fetch before it reaches the recorder; this
    // test is about the recorder, so the page runs without the policy.
    const { page, context, thirdPartyRequests } = await openPage({ bypassCSP: true });
    try {
      await page.goto(url('/concepts/'));
      // the local server under another name: a host that answers, were it not blocked
      const other = new URL(url('/concepts/'));
      other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      const elsewhere = other.href;
      const failed = await page.evaluate(
        (href) =>
          fetch(href, { mode: 'no-cors' }).then(
            () => false,
            () => true,
          ),
        elsewhere,
      );
      expect({ failed, thirdPartyRequests }).toEqual({
        failed: true,
        thirdPartyRequests: [elsewhere],
      });
    } finally {
      await context.close();
    }
  });
});
