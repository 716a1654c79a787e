/**
 * Issue #36 — offline reading the reader controls, against the served production build:
 * after a first visit the worker keeps the Documentation menu's section front pages, so they open
 * offline from any visited page; "Save webpack 5/4 docs for offline reading" shows the size first,
 * a progress bar while it downloads, and once done every page of that version (never visited
 * ones too), its search and its Markdown twins open offline; removing the copy frees the storage.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  closeBrowser,
  openSearch,
  setOffline,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
  WITH_BACKGROUND_LOADING,
} from './browser';
import { savedCacheName } from '../../plugins/offline/lib/policy.js';

// Saving a version is about a thousand requests (20 MB for webpack 5): seconds on an idle machine,
// minutes on a loaded one. The limits only stop a hung test; nothing asserts a duration.
jest.setTimeout(600_000);

afterAll(closeBrowser);

/** Waits until a worker controls the page and has kept the visit, then until it has kept the menu's pages. */
async function waitForMenuKept(page: Page): Promise<void> {
  await waitForOfflineReady(page);
  await page
    .locator('html[data-offline-menu="kept"]')
    .waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * Bytes held in all of the site's caches. Not `navigator.storage.estimate()`: Chromium updates that
 * figure lazily (in CI it still read the saved size a minute after the copy was removed).
 */
const cachedBytes = (page: Page) =>
  page.evaluate(async () => {
    let bytes = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request))!.blob()).size;
      }
    }
    return bytes;
  });

const hasCache = (page: Page, name: string) =>
  page.evaluate((cacheName) => caches.has(cacheName), name);

describe('the Documentation menu offline, after a first visit', () => {
  it('opens Guides from the menu offline after a visit to /migrate/', async () => {
    await withPage(async ({ page, context, thirdPartyRequests }) => {
      await page.goto(url('/migrate/'));
      await waitForHydration(page);
      await waitForMenuKept(page);

      await setOffline(context, true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await page.locator('.navbar__item.dropdown', { hasText: 'Documentation' }).hover();
      await page.locator('.dropdown__menu a[href="/guides/"]').click();
      await page.waitForURL(url('/guides/'));
      await waitForHeading(page, 'Guides');
      await expect(page.locator('[data-offline-notice]').count()).resolves.toBe(0);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);

      // the section front page opened by its address, offline, too
      const direct = await page.goto(url('/plugins/'));
      expect(direct?.fromServiceWorker()).toBe(true);
      await waitForHeading(page, 'Plugins');
      expect(thirdPartyRequests).toEqual([]);
    }, WITH_BACKGROUND_LOADING);
  });
});

/**
 * Saves one docs version from one of its pages, then reads a page of it that was never visited,
 * offline, with its search and its Markdown twin; then removes the copy.
 */
async function saveAndReadOffline(options: {
  version: '5' | '4';
  from: string;
  unvisited: string;
  heading: string;
  query: string;
}): Promise<void> {
  const { version, from, unvisited, heading, query } = options;
  await withPage(async ({ page, context, thirdPartyRequests, pageErrors }) => {
    await page.goto(url(from));
    await waitForHydration(page);
    await waitForOfflineReady(page);
    const cache = savedCacheName(version);
    await expect(hasCache(page, cache)).resolves.toBe(false);

    const control = page.locator('[data-offline-save]');
    await page
      .getByRole('button', { name: `Save webpack ${version} docs for offline reading` })
      .click();
    // the size, before anything is downloaded
    const panel = page.locator('[data-offline-save-state="ready"]');
    await panel.waitFor({ timeout: 15_000 });
    await expect(panel.textContent()).resolves.toMatch(
      /about [\d.]+ (?:MB|kB) to download, [\d.]+ MB of storage/,
    );
    await expect(hasCache(page, cache)).resolves.toBe(false);
    const before = await cachedBytes(page);

    await panel.getByRole('button', { name: new RegExp(`^Save webpack ${version} docs`) }).click();
    const progress = control.getByTestId('offline-save-progress');
    await progress.waitFor({ timeout: 15_000 });
    const done = page.locator('[data-offline-save-state="saved"]');
    await done.waitFor({ timeout: 540_000 });
    await expect(done.textContent()).resolves.toContain(
      `The webpack ${version} docs are saved for offline reading`,
    );
    const saved = await cachedBytes(page);
    expect(saved - before).toBeGreaterThan(1_000_000);

    await setOffline(context, true);
    // a page never visited, opened by its address
    const response = await page.goto(url(unvisited));
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await waitForHeading(page, heading);
    await expect(page.locator('[data-offline-notice]').count()).resolves.toBe(0);
    // its search, offline
    await openSearch(page);
    await page.getByPlaceholder('Search webpack documentation').fill(query);
    const firstResult = page.locator('[role="listbox"] [role="option"]').first();
    await firstResult.waitFor({ timeout: 15_000 });
    await expect(firstResult.textContent()).resolves.toBeTruthy();
    await page.keyboard.press('Escape');
    // its Markdown twin, offline
    const twin = await page.evaluate(async (path) => {
      const answer = await fetch(`${path}index.md`);
      return { status: answer.status, text: await answer.text() };
    }, unvisited);
    expect(twin.status).toBe(200);
    expect(twin.text).toContain(`# ${heading}`);

    // the control says so, and removes the copy
    await setOffline(context, false);
    await page.reload();
    await waitForHydration(page);
    const again = page.locator('[data-offline-save]');
    await page
      .getByRole('button', { name: `Save webpack ${version} docs for offline reading` })
      .click();
    const savedPanel = again.and(page.locator('[data-offline-save-state="saved"]'));
    await expect(savedPanel.textContent()).resolves.toContain(
      `The webpack ${version} docs are saved for offline reading`,
    );
    await again.getByRole('button', { name: 'Remove the saved copy' }).click();
    await page.locator('[data-offline-save-state="ready"]').waitFor();
    await expect(hasCache(page, cache)).resolves.toBe(false);
    // the copy's bytes are gone, not moved to another cache
    expect(await cachedBytes(page)).toBeLessThan(saved - 1_000_000);
    expect(thirdPartyRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, WITH_BACKGROUND_LOADING);
}

describe('save a docs version for offline reading', () => {
  it('webpack 5: /plugins/banner-plugin/ opens offline with its search and Markdown, never visited', async () => {
    await saveAndReadOffline({
      version: '5',
      from: '/concepts/',
      unvisited: '/plugins/banner-plugin/',
      heading: 'BannerPlugin',
      query: 'banner',
    });
  });

  it('webpack 4: /v4/guides/caching/ opens offline with its search and Markdown, never visited', async () => {
    await saveAndReadOffline({
      version: '4',
      from: '/v4/concepts/',
      unvisited: '/v4/guides/caching/',
      heading: 'Caching',
      query: 'contenthash',
    });
  });

  it('cancels a save and keeps nothing', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      // slow every download a little, so the save is still running when Cancel is pressed
      // (on the context: its routes see the requests of pages under a worker too)
      await context.route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await route.fallback();
      });
      const control = page.locator('[data-offline-save]');
      await page.getByRole('button', { name: 'Save webpack 5 docs for offline reading' }).click();
      await control.getByRole('button', { name: /^Save webpack 5 docs/ }).click();
      await control.getByTestId('offline-save-progress').waitFor();
      await control.getByRole('button', { name: 'Cancel' }).click();
      await page.locator('[data-offline-save-state="ready"]').waitFor();
      await expect(control.textContent()).resolves.toContain('Cancelled: nothing was kept.');
      await expect(hasCache(page, savedCacheName('5'))).resolves.toBe(false);
    }, WITH_BACKGROUND_LOADING);
  });

  it('says so, and downloads nothing, when the storage cannot hold the copy', async () => {
    await withPage(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(StorageManager.prototype, 'estimate', {
          value: async () => ({ quota: 5_000_000, usage: 4_000_000 }),
        });
      });
      await page.goto(url('/v4/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      const control = page.locator('[data-offline-save]');
      await page.getByRole('button', { name: 'Save webpack 4 docs for offline reading' }).click();
      await control.getByRole('button', { name: /^Save webpack 4 docs/ }).click();
      const alert = control.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toMatch(
        /^Not enough storage: the webpack 4 docs need [\d.]+ MB and this browser allows this site 1\.0 MB more/,
      );
      await expect(hasCache(page, savedCacheName('4'))).resolves.toBe(false);
    }, WITH_BACKGROUND_LOADING);
  });
});
