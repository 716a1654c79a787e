/**
 * Issues #10, #16 — link prefetching (Docusaurus's own, on links that scroll into view) fetches
 * the code of the pages a reader can open next: a page linked from the sidebar then opens with
 * its chunks already there. The prefetches wait for idle time, and ask for each file once.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { computeFirstLoad, readRouteData } from '../../scripts/bench/lib/first-load.cjs';
import { closeBrowser, openPage, url, waitForHydration, WITH_BACKGROUND_LOADING } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');
const routeData = readRouteData(SITE_DIR);
const scripts = (pathname: string) =>
  computeFirstLoad({ buildDir: BUILD_DIR, routeData, pathname }).js.map((file) => file.file);

describe('link prefetching', () => {
  it('prefetches the chunks of a page linked in view', async () => {
    const { page, context, pageErrors } = await openPage(WITH_BACKGROUND_LOADING);
    try {
      // Every request, in order, as the browser makes it: a file the page loaded as a script and then
      // asked for again is waste. A file prefetched for a linked page and loaded by this page later
      // (a widget that mounts when idle) is not. Chunk loaders remove their <script> once it has run,
      // so the DOM alone cannot tell what was loaded: the network can.
      const requests: { path: string; script: boolean }[] = [];
      page.on('request', (request) =>
        requests.push({
          path: new URL(request.url()).pathname,
          script: request.resourceType() === 'script',
        }),
      );
      // /concepts/output/ is the next sidebar item: whatever it needs beyond this page is prefetched.
      const current = new Set(scripts('/concepts/entry-points/'));
      const needed = scripts('/concepts/output/').filter((file) => !current.has(file));
      expect(needed.length).toBeGreaterThan(0);
      await page.goto(url('/concepts/entry-points/'));
      await waitForHydration(page);
      // The links come in idle slices, with pauses between them longer than 'networkidle' waits for
      // (a CI run read the links after 2 of 34): wait for the files this check is about, then for quiet.
      const prefetched = (files: string[]) =>
        files.every(
          (file) => document.querySelector(`link[rel=prefetch][href="${file}"]`) !== null,
        );
      await page.waitForFunction(prefetched, needed, { timeout: 15_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      const hrefs = await page.$$eval('link[rel=prefetch]', (links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      expect(needed.filter((file) => !hrefs.includes(file))).toEqual([]);
      // each file asked for once, and none the page had already loaded as a script when it was asked for
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
      const prefetchedAfterLoad = hrefs.filter((href) => {
        const loadedAt = requests.findIndex((request) => request.path === href && request.script);
        return (
          loadedAt >= 0 &&
          requests.some(
            (request, index) => index > loadedAt && request.path === href && !request.script,
          )
        );
      });
      expect(prefetchedAfterLoad).toEqual([]);
      await page.click('.theme-doc-sidebar-menu a[href="/concepts/output/"]');
      await page.waitForURL(url('/concepts/output/'));
      await page.waitForSelector('[data-page-anchors] a[href^="/concepts/output/#"]');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
