/**
 * Issue #5 — the offline PWA (spec §4, §7, §9): the worker at /sw.js, the
 * manifest, offline reading after a first visit in an ordinary tab, the app
 * shell for unvisited pages, the update life cycle, and the no-third-party
 * guarantee with a worker in control. Against the served production build.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  closeBrowser,
  getBrowser,
  recordOtherHosts,
  setOffline,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
  WITH_BACKGROUND_LOADING,
} from './browser';
import { WAITING_MESSAGE } from '../../plugins/offline/lib/updates';
import { LOAD_ERROR_TEXT, OFFLINE_TEXT } from '../../plugins/chunk-loading/lib/loadError';

jest.setTimeout(90_000);

afterAll(closeBrowser);

/** Whether the page's origin has a cached copy of a path, in any cache (precache keys carry a revision query). */
const isKept = (page: Page, path: string) =>
  page.evaluate(
    async (wanted) =>
      Boolean(await caches.match(new URL(wanted, location.origin).href, { ignoreSearch: true })),
    path,
  );

/** The first heading of a page as the server renders it. */
async function serverHeading(path: string): Promise<string> {
  const html = await (await fetch(url(path))).text();
  return /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? '';
}

/** Polls a condition (e.g. console messages seen so far, or an awaited page check). */
async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pageHeading = (page: Page) => page.locator('article h1').first();

describe('worker and manifest', () => {
  it('serves the worker at /sw.js and the manifest at /manifest.json', async () => {
    const worker = await fetch(url('/sw.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toContain('max-age=0');
    const manifest = await fetch(url('/manifest.json'));
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      short_name: 'webpack',
      display: 'minimal-ui',
      theme_color: '#2B3A42',
    });
    expect((body.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('links the manifest once and loads no analytics on a default build', async () => {
    for (const path of ['/', '/concepts/', '/app-shell/']) {
      const html = await (await fetch(url(path))).text();
      expect([path, html.match(/rel=["']?manifest\b/g)?.length]).toEqual([path, 1]);
      expect(html).not.toMatch(/googletagmanager|google-analytics|gtag\(/);
    }
  });

  it('precaches only the app shell page, manifest and icons, not the whole site', async () => {
    const worker = await (await fetch(url('/sw.js'))).text();
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(precached).toEqual(
      expect.arrayContaining([
        'app-shell/index.html',
        'manifest.json',
        'icons/icon-192x192.png',
        'icons/icon-512x512.png',
      ]),
    );
    expect(precached.filter((file) => file?.endsWith('.html'))).toEqual(['app-shell/index.html']);
    expect(precached.filter((file) => file?.startsWith('assets/'))).toEqual([]);
    expect(precached.length).toBeLessThan(10);
  });
});

describe('offline after a first visit, in an ordinary tab', () => {
  it('a test that waits for offline reading without opting into the worker is told so at once', async () => {
    // Pages run without the worker by default (browser.ts); waiting for it would time out after 30 s.
    await withPage(async ({ page }) => {
      await expect(waitForOfflineReady(page)).rejects.toThrow(
        /open it with WITH_BACKGROUND_LOADING/,
      );
    });
  });

  it('registers the worker, which takes control of the first visit and keeps it', async () => {
    await withPage(async ({ page, thirdPartyRequests }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const scriptUrl = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      );
      expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
      await waitForOfflineReady(page);
      await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(
        true,
      );
      await expect(isKept(page, '/concepts/')).resolves.toBe(true);
      await expect(isKept(page, '/app-shell/index.html')).resolves.toBe(true);
      // the scripts and stylesheet the app shell starts with
      const shellHtml = await (await fetch(url('/app-shell/'))).text();
      const shellFiles = [
        ...shellHtml.matchAll(/(?:src|href)=["']?(\/assets\/[^"'\s>]+\.(?:js|css))/g),
      ].map((m) => m[1]!);
      expect(shellFiles.length).toBeGreaterThanOrEqual(3);
      for (const file of shellFiles)
        await expect([file, await isKept(page, file)]).toEqual([file, true]);
      // the first visit was not reloaded to get there
      await expect(
        page.evaluate(() => performance.getEntriesByType('navigation').length),
      ).resolves.toBe(1);
      expect(thirdPartyRequests).toEqual([]);
    }, WITH_BACKGROUND_LOADING);
  });

  it('shows visited pages offline, and the app shell with an offline message for unvisited ones', async () => {
    await withPage(async ({ page, context, thirdPartyRequests, pageErrors }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const title = await pageHeading(page).textContent();
      const unvisitedTitle = await serverHeading('/migrate/3/');
      await waitForOfflineReady(page);

      await setOffline(context, true);
      // a visited page, reloaded offline: the worker's copy
      const visited = await page.reload();
      expect(visited?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(pageHeading(page).textContent()).resolves.toBe(title);
      await expect(page.locator('[data-offline-notice]').count()).resolves.toBe(0);

      // a page never visited (nor linked from the visited one, which would have prefetched its code):
      // the app shell (chrome) with the offline message, not the browser's error page
      const unvisited = await page.goto(url('/migrate/3/'));
      expect(unvisited?.status()).toBe(200);
      expect(unvisited?.fromServiceWorker()).toBe(true);
      const notice = page.locator('[data-offline-notice]');
      await notice.waitFor({ timeout: 15_000 });
      await expect(notice.textContent()).resolves.toBe(OFFLINE_TEXT);
      await expect(page.getByRole('alert').textContent()).resolves.toContain(LOAD_ERROR_TEXT);
      await expect(page.locator('nav.navbar a.navbar__brand').isVisible()).resolves.toBe(true);
      await expect(page.locator('footer').isVisible()).resolves.toBe(true);

      // back online, the page loads by itself
      await setOffline(context, false);
      await waitForHeading(page, unvisitedTitle);
      await expect(page.locator('[data-offline-notice]').count()).resolves.toBe(0);
      expect(thirdPartyRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, WITH_BACKGROUND_LOADING);
  });

  it('serves the app shell itself offline, with the offline message', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      await setOffline(context, true);
      const shell = await page.goto(url('/app-shell/'));
      expect(shell?.fromServiceWorker()).toBe(true);
      await expect(page.locator('nav.navbar').isVisible()).resolves.toBe(true);
      await page.locator('#app-shell-main [data-offline-notice]').waitFor({ timeout: 15_000 });
    }, WITH_BACKGROUND_LOADING);
  });

  it('keeps a page reached by client-side navigation and renders it offline from the app shell', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      // now under the worker: the next page's code goes through it
      await page
        .locator('.theme-doc-sidebar-container a[href="/concepts/entry-points/"]')
        .first()
        .click();
      await page.waitForURL(url('/concepts/entry-points/'));
      await waitForHeading(page, 'Entry Points');

      await setOffline(context, true);
      await page.reload();
      await waitForHeading(page, 'Entry Points');
      await expect(page.locator('[data-offline-notice]').count()).resolves.toBe(0);
    }, WITH_BACKGROUND_LOADING);
  });

  it('with a worker in control, requests to other hosts are still recorded and fail', async () => {
    await withPage(async ({ page, context, thirdPartyRequests }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      const outcome = await page.evaluate(() =>
        fetch('https://third-party.example/probe.json', { mode: 'no-cors' }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(outcome).toBe('failed');
      // and a request the worker itself makes fails the same way
      const [worker] = context.serviceWorkers();
      expect(worker).toBeDefined();
      const fromWorker = await worker!.evaluate(() =>
        fetch('https://third-party.example/from-worker.json', { mode: 'no-cors' }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(fromWorker).toBe('failed');
      // The Content-Security-Policy (connect-src 'self') now refuses both before they are made;
      // whatever is made is recorded, and fails: the browser resolves no other host.
      expect([
        'https://third-party.example/probe.json',
        'https://third-party.example/from-worker.json',
      ]).toEqual(expect.arrayContaining(thirdPartyRequests));
    }, WITH_BACKGROUND_LOADING);
  });
});

/**
 * Serves the build through a second local server whose /sw.js can change, to
 * play a new deployment without rebuilding.
 */
async function startDeployableServer(): Promise<{
  origin: string;
  deployNewVersion: () => void;
  close: () => Promise<void>;
}> {
  let version = 1;
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(`${BASE_URL}${req.url ?? '/'}`, { redirect: 'manual' });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
        )
          headers[name] = value;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (version > 1 && req.url?.startsWith('/sw.js'))
        body = Buffer.concat([body, Buffer.from(`\n// deployment ${version}\n`)]);
      res.writeHead(upstream.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deployNewVersion: () => {
      version += 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('updates', () => {
  it('says a new version waits until all tabs are closed, and reloads when a new worker takes control', async () => {
    const server = await startDeployableServer();
    let context: BrowserContext | undefined;
    try {
      context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
      const thirdParty = recordOtherHosts(context, [server.origin]);
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));

      await page.goto(`${server.origin}/concepts/`);
      await waitForHydration(page);
      await waitForOfflineReady(page);
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });

      server.deployNewVersion();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await until(
        async () =>
          page.evaluate(async () =>
            Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
          ),
        'a waiting worker',
        30_000,
      );
      await until(() => messages.includes(WAITING_MESSAGE), 'the waiting message');
      expect(messages.filter((m) => m === WAITING_MESSAGE)).toHaveLength(1);
      // waiting, not in control: the page stays as it is
      await page.waitForTimeout(500);
      await expect(
        page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
      ).resolves.toBe(true);

      // the new worker takes control (as when it is told to skip waiting): the page reloads
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.evaluate(async () => {
        (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({
          type: 'SKIP_WAITING',
        });
      });
      await reloaded;
      await waitForHydration(page);
      await expect(
        page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
      ).resolves.toBeUndefined();
      expect(thirdParty).toEqual([]);
    } finally {
      await context?.close();
      await server.close();
    }
  });
});
