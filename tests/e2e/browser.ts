/**
 * Shared set-up for browser tests: one headless system Chromium per test file,
 * pages that only ever talk to the local server (other hosts resolve to nothing, and each
 * request to one is recorded), and the base URL that scripts/run-e2e.mjs hands over.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { testBrowserLaunchOptions } = require('../../scripts/lib/chromium.cjs') as {
  testBrowserLaunchOptions: () => { executablePath: string; args: string[] };
};

export const BASE_URL = (() => {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url.replace(/\/$/, '');
})();

export const url = (path: string) => `${BASE_URL}${path}`;

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Requests the page tried to make to any host other than the local server. */
  thirdPartyRequests: string[];
  /** Uncaught errors thrown in the page. */
  pageErrors: Error[];
}

let browser: Browser | undefined;

/**
 * Every host but the local server's resolves to nothing, so no request leaves the machine; each
 * context records the ones tried (`recordOtherHosts`). Intercepting every request with
 * `context.route` instead cost a sixth of the CPU and wall time of two test files (reader,
 * content-engine), and turned the HTTP cache off.
 */
const LOCAL_ONLY = `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(BASE_URL).hostname}`;

export async function getBrowser(): Promise<Browser> {
  if (!browser) {
    const { executablePath, args } = testBrowserLaunchOptions();
    browser = await chromium.launch({ executablePath, args: [...args, LOCAL_ONLY] });
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/**
 * Records the requests of `context` to any origin but the local server's and `alsoLocal` (other
 * local servers a test starts); the list it returns grows as they are made.
 */
export function recordOtherHosts(context: BrowserContext, alsoLocal: string[] = []): string[] {
  const local = new Set([new URL(BASE_URL).origin, ...alsoLocal]);
  const requests: string[] = [];
  context.on('request', (request) => {
    const requestUrl = request.url();
    if (!/^(data|blob):/.test(requestUrl) && !local.has(new URL(requestUrl).origin))
      requests.push(requestUrl);
  });
  return requests;
}

/**
 * A page loads only what it shows unless a test passes these options: the offline worker is
 * blocked, and the page reports Save-Data, so Docusaurus neither prefetches nor preloads the pages
 * its links point to (navigation still loads the next page). Both run in the background and only
 * their own tests look at them, yet they cost every test: the worker keeps the Documentation menu's
 * pages after the first load (reader.test.ts 110 s of CPU with it, 89 s without), and about 35 of
 * a docs page's 53 requests are prefetches (reader.test.ts 87 s with them, 78 s without). The
 * worker's and prefetching's own tests, and the loads that check everything a reader's page asks
 * for (templates, third-party requests, CSP, console checks), pass them.
 */
export const WITH_BACKGROUND_LOADING = { serviceWorkers: 'allow' } as const;

const quiet = new WeakSet<BrowserContext>();

/** Save-Data, as Chromium reports it with its data saver on (`navigator.connection.saveData`). */
function reportSaveData(): void {
  const connection = (navigator as { connection?: object }).connection;
  if (connection)
    Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
}

export async function openPage(options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await (
    await getBrowser()
  ).newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });
  if ((options.serviceWorkers ?? 'block') === 'block') {
    quiet.add(context);
    await context.addInitScript(reportSaveData);
  }
  const thirdPartyRequests = recordOtherHosts(context);
  const pageErrors: Error[] = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, context, thirdPartyRequests, pageErrors };
}

/** Runs `fn` on a page of its own (`openPage` options) and closes the page's context afterwards. */
export async function withPage<T>(
  fn: (t: TestPage) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const t = await openPage(options);
  try {
    return await fn(t);
  } finally {
    // A page can keep fetching after a test (late chunks; with WITH_BACKGROUND_LOADING, prefetches
    // that wait for idle time): requests still in a test's route handler when the context closes
    // must not fail the next test.
    await t.page.unrouteAll({ behavior: 'ignoreErrors' });
    await t.context.unrouteAll({ behavior: 'ignoreErrors' });
    await t.context.close();
  }
}

/** Waits until React has hydrated the page (Docusaurus marks <html> when it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    undefined,
    {
      timeout: 15_000,
    },
  );
}

/**
 * Waits until no CSS animation or transition runs in `within` (default: the whole document), e.g.
 * until a menu has slid in, so what a test measures or checks is what a reader sees at rest.
 */
export async function waitForAnimationsToEnd(page: Page, within = ':root'): Promise<void> {
  await page.waitForFunction((selector) => {
    const root = document.querySelector(selector);
    return (
      root !== null &&
      root.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
    );
  }, within);
}

/** Waits until the page says it works offline: a worker controls it and has kept the visit and the app shell. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  if (quiet.has(page.context()))
    throw new Error(
      'This page runs without the offline worker: open it with WITH_BACKGROUND_LOADING.',
    );
  await page
    .locator('html[data-offline-ready="true"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Waits until the page's article heading reads `text`. After a client-side navigation the URL changes
 * first and the old page stays on screen until the new page's chunks are in, so read the heading only
 * once it is the one wanted.
 */
export async function waitForHeading(page: Page, text: string, timeout = 15_000): Promise<void> {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page.locator('article h1', { hasText: exact }).first().waitFor({ timeout });
}

/** Makes every read of `localStorage` throw on the page's next loads, as a browser that denies storage does. */
export async function denyLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
}

const OFFLINE_COOKIE = 'e2e-offline';
const offlineReflected = new WeakSet<BrowserContext>();

/**
 * Takes the context off the network (or back on), as a reader's browser does. Chromium 150 no
 * longer reflects Playwright's network emulation in `navigator.onLine` (it stays `true`), which the
 * offline notice reads; so every document of the context reads it from a cookie this sets, and
 * open pages get the `offline`/`online` event a real browser fires.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  const reflectOnLine = (cookie: string) => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => !document.cookie.split('; ').includes(`${cookie}=1`),
    });
  };
  if (!offlineReflected.has(context)) {
    offlineReflected.add(context);
    await context.addInitScript(reflectOnLine, OFFLINE_COOKIE);
  }
  if (offline) await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: BASE_URL }]);
  else await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.setOffline(offline);
  for (const page of context.pages()) {
    await page
      .evaluate(
        ([cookie, type]) => {
          // the same getter as reflectOnLine, for a document that loaded before the first call
          Object.defineProperty(Navigator.prototype, 'onLine', {
            configurable: true,
            get: () => !document.cookie.split('; ').includes(`${cookie}=1`),
          });
          window.dispatchEvent(new Event(type));
        },
        [OFFLINE_COOKIE, offline ? 'offline' : 'online'] as const,
      )
      .catch(() => undefined);
  }
}

/** Opens the header's search screen (the header shows a search button, spec §2's box is on the screen). */
export const openSearch = (page: Page) => page.locator('[data-search-button]').click();
