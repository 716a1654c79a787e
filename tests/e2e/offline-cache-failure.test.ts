/**
 * Issue #20 — the offline worker answers a page from the network at once and stores its copy in
 * the background: a cache write forced to fail (Cache.put rejecting, as on a full quota) is logged
 * and never turns the network answer into a stale copy or the app shell.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page, Worker } from 'playwright-core';
import {
  closeBrowser,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
  WITH_BACKGROUND_LOADING,
} from './browser';

jest.setTimeout(90_000);

afterAll(closeBrowser);

const isKept = (page: Page, path: string) =>
  page.evaluate(
    async (wanted) =>
      Boolean(await caches.match(new URL(wanted, location.origin).href, { ignoreSearch: true })),
    path,
  );

async function until(
  condition: () => Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes every Cache.put in the worker reject (or restores it). */
const breakCacheWrites = (worker: Worker, broken: boolean) =>
  worker.evaluate((on) => {
    const scope = self as unknown as { __put?: typeof Cache.prototype.put };
    scope.__put ??= Cache.prototype.put;
    Cache.prototype.put = on
      ? () => Promise.reject(new DOMException('forced by the test', 'QuotaExceededError'))
      : scope.__put;
  }, broken);

describe('offline worker, page requests', () => {
  it('answers with the network response when storing the copy fails, and stores copies again once writes work', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

      // Pages outside the Documentation menu: the worker keeps the menu's front pages (/guides/,
      // /api/, …) in the background after a first visit, which may have stored them already.
      await breakCacheWrites(worker, true);
      const response = await page.goto(url('/guides/asset-modules/'));
      expect(response?.status()).toBe(200);
      // served through the worker, and the page itself, not the app shell
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHeading(page, 'Asset Modules');
      await expect(isKept(page, '/guides/asset-modules/')).resolves.toBe(false);

      await breakCacheWrites(worker, false);
      await page.goto(url('/api/node/'));
      await waitForHeading(page, 'Node Interface');
      await until(
        () => isKept(page, '/api/node/'),
        'the /api/node/ copy to be stored in the background',
      );
    }, WITH_BACKGROUND_LOADING);
  });
});
