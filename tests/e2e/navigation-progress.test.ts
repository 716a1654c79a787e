/**
 * Issues #10, #16 — theme-classic's route-change progress bar shows on a slow client-side
 * navigation and goes when the page shows.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { closeBrowser, openPage, url, waitForHydration } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

describe('navigation progress bar', () => {
  it('appears while a slow navigation loads and goes when the page shows', async () => {
    // No offline worker: it would fetch the chunks past page.route.
    const { page, context, pageErrors } = await openPage({ serviceWorkers: 'block' });
    let slow = false;
    // Prefetches of linked pages are refused (they would make the navigation instant); once
    // `slow` is set, page chunks arrive a second late (well past the bar's 200 ms delay).
    await page.route('**/assets/js/*.js', async (route) => {
      const headers = route.request().headers();
      if ((headers['sec-purpose'] ?? headers.purpose ?? '').includes('prefetch'))
        return route.abort();
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1000));
      return route.continue();
    });
    try {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await expect(page.locator('#nprogress').count()).resolves.toBe(0);
      slow = true;
      await page.click('.theme-doc-sidebar-menu a[href="/concepts/targets/"]');
      await page.locator('#nprogress .bar').waitFor({ state: 'attached', timeout: 10_000 });
      await page.waitForURL(url('/concepts/targets/'));
      await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 10_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
