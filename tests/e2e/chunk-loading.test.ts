/**
 * Issue #5 — chunk-load failures (spec §4, §8, §9): a page whose code chunk
 * fails shows 'Error loading content.' in the content area, with a retry that
 * works, on a client-side navigation and on a first load; the chrome stays
 * usable; a missing page module reads as not found; the chunk time-out is 120 s.
 *
 * The offline worker is blocked here: request interception must see every chunk.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import {
  closeBrowser,
  url,
  waitForHydration,
  withPage as withPageIn,
  type TestPage,
} from './browser';
import { LOAD_ERROR_TEXT } from '../../plugins/chunk-loading/lib/loadError';

jest.setTimeout(60_000);

afterAll(closeBrowser);

const withPage = <T>(fn: (t: TestPage) => Promise<T>): Promise<T> =>
  withPageIn(fn, { serviceWorkers: 'block' });

const PAGE_CHUNK = /\/assets\/js\/(?!runtime~main\.|main\.)[^/]+\.js$/;
const heading = (page: Page) => page.locator('article h1').first();
const alert = (page: Page) => page.getByRole('alert');

/**
 * Chunks the page has run so far (script loads; Docusaurus also prefetches chunks of links in view,
 * which are fetched but not run, and which a navigation requests again: routing turns the HTTP cache off).
 */
const ranChunks = async (page: Page) =>
  new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    ),
  );

/**
 * Fails every page chunk the page has not run yet; returns the script loads it failed
 * (prefetches and the retry's HEAD probe of the chunk fail too, uncounted).
 */
async function failNewChunks(page: Page): Promise<{ failed: string[]; stop: () => Promise<void> }> {
  const loaded = await ranChunks(page);
  const failed: string[] = [];
  const handler = (route: Route) => {
    const request = route.request();
    if (loaded.has(request.url())) return route.fallback();
    if (request.resourceType() === 'script') failed.push(request.url());
    return route.abort('failed');
  };
  await page.route(PAGE_CHUNK, handler);
  return { failed, stop: () => page.unroute(PAGE_CHUNK, handler) };
}

describe('a page chunk that fails on a client-side navigation', () => {
  it('shows the error in the content area with the chrome around it, and the retry loads the page', async () => {
    await withPage(async ({ page, pageErrors, thirdPartyRequests }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const blocked = await failNewChunks(page);

      await page
        .locator('.theme-doc-sidebar-container a[href="/concepts/entry-points/"]')
        .first()
        .click();
      await page.waitForURL(url('/concepts/entry-points/'));
      await expect(alert(page).locator('p').first().textContent()).resolves.toBe(LOAD_ERROR_TEXT);
      expect(blocked.failed.length).toBeGreaterThan(0);
      // not a blank page, not the old page, not a reload into static HTML
      await expect(heading(page).count()).resolves.toBe(0);
      await expect(
        page.evaluate(() => performance.getEntriesByType('navigation').length),
      ).resolves.toBe(1);
      // the chrome is there and works
      await expect(page.locator('nav.navbar').isVisible()).resolves.toBe(true);
      await expect(page.locator('.theme-doc-sidebar-container').isVisible()).resolves.toBe(true);
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      await page
        .locator('nav.navbar button[title*="mode"], nav.navbar button[aria-label*="mode"]')
        .first()
        .click();
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.not.toBe(
        theme,
      );

      await blocked.stop();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page).textContent()).resolves.toBe('Entry Points');
      await expect(alert(page).count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
    });
  });

  it('the retry fails again while the chunk is still unreachable, and does not loop', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const blocked = await failNewChunks(page);
      await page
        .locator('.theme-doc-sidebar-container a[href="/concepts/entry-points/"]')
        .first()
        .click();
      await alert(page).waitFor();
      // let the navigation's other chunk loads fail too before counting
      await page.waitForTimeout(1_000);
      const attempts = () =>
        blocked.failed.reduce(
          (counts, chunk) => counts.set(chunk, (counts.get(chunk) ?? 0) + 1),
          new Map<string, number>(),
        );
      const before = attempts();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(() => !document.querySelector('[role="alert"] button[disabled]'));
      await alert(page).waitFor();
      await page.waitForTimeout(1_000);
      const after = attempts();
      // one more load of each failing chunk, then it stops and waits for the reader
      expect(after.size).toBeGreaterThan(0);
      expect(
        [...after].filter(([chunk, count]) => count > (before.get(chunk) ?? 0)),
      ).not.toHaveLength(0);
      expect([...after].filter(([chunk, count]) => count > (before.get(chunk) ?? 0) + 1)).toEqual(
        [],
      );
      await page.waitForTimeout(1_500);
      expect(attempts()).toEqual(after);
      await expect(alert(page).locator('p').first().textContent()).resolves.toBe(LOAD_ERROR_TEXT);
    });
  });
});

describe('a page chunk a new deployment removed', () => {
  it('the retry loads the page afresh instead of asking for the missing chunk again', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const loaded = await ranChunks(page);
      // The server no longer has the next page's chunks (404), as after a deployment renamed them.
      await page.route(PAGE_CHUNK, (route) =>
        loaded.has(route.request().url())
          ? route.fallback()
          : route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page
        .locator('.theme-doc-sidebar-container a[href="/concepts/entry-points/"]')
        .first()
        .click();
      await alert(page).waitFor();
      await page.evaluate(() => {
        (window as unknown as { beforeRetry: boolean }).beforeRetry = true;
      });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try again' }).click();
      await reloaded;
      expect(page.url()).toBe(url('/concepts/entry-points/'));
      await expect(
        page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry),
      ).resolves.toBeUndefined();
    });
  });
});

describe('a page chunk that fails on the first load', () => {
  it('shows the error with the chrome instead of a page that never hydrates, and one retry brings the page', async () => {
    await withPage(async ({ page, pageErrors }) => {
      let blocking = true;
      const failed: string[] = [];
      await page.route(PAGE_CHUNK, (route) => {
        if (!blocking) return route.fallback();
        failed.push(route.request().url());
        return route.abort('failed');
      });
      await page.goto(url('/concepts/entry-points/'));
      await waitForHydration(page);
      await expect(alert(page).locator('p').first().textContent()).resolves.toBe(LOAD_ERROR_TEXT);
      expect(failed.length).toBeGreaterThan(0);
      await expect(page.locator('nav.navbar a.navbar__brand').isVisible()).resolves.toBe(true);

      blocking = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page).textContent()).resolves.toBe('Entry Points');
      await expect(alert(page).count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('a missing page module', () => {
  it('reads as not found', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const loaded = await ranChunks(page);
      let rewritten = 0;
      // The next page's chunks arrive, but their first module is gone: requiring it throws
      // what webpack throws for a module it cannot find.
      await page.route(PAGE_CHUNK, async (route) => {
        if (loaded.has(route.request().url())) return route.fallback();
        const response = await route.fetch();
        const original = await response.text();
        const body = original.replace(
          /(\.push\(\[\[[^\]]*\],\{)("?\d+"?)\(([\w$,]*)\)\{/,
          (_m, head: string, id: string, params: string) => {
            rewritten += 1;
            return `${head}${id}(${params}){throw Object.assign(new Error("Cannot find module './${id}'"),{code:"MODULE_NOT_FOUND"});`;
          },
        );
        return route.fulfill({ response, body });
      });
      await page
        .locator('.theme-doc-sidebar-container a[href="/concepts/entry-points/"]')
        .first()
        .click();
      await page.waitForURL(url('/concepts/entry-points/'));
      await page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
      await expect(page.title()).resolves.toBe('Page Not Found | webpack');
      expect(rewritten).toBeGreaterThan(0);
      await expect(alert(page).count()).resolves.toBe(0);
    });
  });
});

describe('chunk time-out', () => {
  it('is 120 000 ms in the built runtime', async () => {
    const html = await (await fetch(url('/'))).text();
    const runtimePath = /(?:src|href)=["']?(\/assets\/js\/runtime~main\.[0-9a-f]+\.js)/.exec(
      html,
    )?.[1];
    expect(runtimePath).toBeDefined();
    const runtime = await (await fetch(url(runtimePath ?? ''))).text();
    // the script loader's timer, which fails the chunk with type "timeout"
    const timers = [
      ...runtime.matchAll(/setTimeout\([^;]*?type:"timeout"[^;]*?,\s*([0-9e.]+)\)/g),
    ].map((m) => Number(m[1]));
    expect(timers).toEqual([120_000]);
  });
});

describe('entry scripts', () => {
  /** The page's `<script src>` paths, in document order. */
  const scriptPaths = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map(
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      ),
    );
  /** The webpack runtime, then the entry chunk. */
  const ENTRY_SCRIPTS_IN_ORDER = [
    expect.stringMatching(/^\/assets\/js\/runtime~main\./),
    expect.stringMatching(/^\/assets\/js\/main\./),
  ];

  /**
   * When the entry scripts start (the first of them to run creates webpack's chunk array) and when
   * the first contentful paint was (its `startTime` is when the frame reached the screen).
   */
  async function entryStartAndPaint(page: Page, path: string) {
    await page.addInitScript(() => {
      const timing = window as unknown as { entryStartedAt?: number; twoFramesAt?: number };
      // The loader's fallback clock: two animation frames after DOMContentLoaded (this listener
      // and its frames come first, as this script runs before the page's).
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (timing.twoFramesAt = performance.now())),
        ),
      );
      Object.defineProperty(window, 'webpackChunkwebpack_docs', {
        configurable: true,
        set(value: unknown) {
          timing.entryStartedAt ??= performance.now();
          Object.defineProperty(window, 'webpackChunkwebpack_docs', {
            value,
            writable: true,
            configurable: true,
          });
        },
      });
    });
    await page.goto(url(path));
    await waitForHydration(page);
    return page.evaluate(() => {
      const timing = window as unknown as { entryStartedAt?: number; twoFramesAt?: number };
      return {
        entryStartedAt: timing.entryStartedAt,
        twoFramesAt: timing.twoFramesAt,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      };
    });
  }

  it('run after the page’s first contentful paint has reached the screen, runtime first, and the page hydrates', async () => {
    // The longest configuration page, whose parsing and first layout take longest, and a short page.
    for (const path of [
      '/configuration/output/',
      '/concepts/entry-points/',
      '/configuration/output/',
      '/',
    ]) {
      await withPage(async ({ page, pageErrors }) => {
        const { entryStartedAt, twoFramesAt, firstContentfulPaint } = await entryStartAndPaint(
          page,
          path,
        );
        expect(firstContentfulPaint).toEqual(expect.any(Number));
        expect(twoFramesAt).toEqual(expect.any(Number));
        // After the paint was reported, or, when presenting the frame took longer than that (a
        // starved machine), after the loader's fallback: two frames and 200 ms. Never before both.
        expect(entryStartedAt).toBeGreaterThanOrEqual(
          Math.min(firstContentfulPaint ?? Infinity, (twoFramesAt ?? Infinity) + 200),
        );
        expect((await scriptPaths(page)).slice(0, 2)).toEqual(ENTRY_SCRIPTS_IN_ORDER);
        expect(pageErrors).toEqual([]);
      });
    }
  });

  it('run at once in a page that loads hidden (a background tab paints nothing)', async () => {
    await withPage(async ({ page }) => {
      // Hidden, as a background tab: no animation frame and no paint ever comes.
      await page.addInitScript(() => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => 'hidden',
        });
        window.requestAnimationFrame = () => 0;
        Object.defineProperty(window, 'PerformanceObserver', {
          configurable: true,
          value: undefined,
        });
      });
      await page.goto(url('/concepts/entry-points/'));
      // Polled by a timer: the page has no animation frames. (It hydrates once it is shown.)
      await page.waitForFunction(() => 'webpackChunkwebpack_docs' in window, undefined, {
        polling: 100,
        timeout: 15_000,
      });
      expect((await scriptPaths(page)).slice(0, 2)).toEqual(ENTRY_SCRIPTS_IN_ORDER);
    });
  });
});
