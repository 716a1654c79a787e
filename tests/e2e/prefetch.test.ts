/**
 * Issues #10, #16 — link prefetching (Docusaurus's own, on links that scroll into view) fetches
 * the code of the pages a reader can open next: a page linked from the sidebar then opens with
 * its chunks already there. The prefetches wait for idle time, and ask for each file once.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { computeFirstLoad, readRouteData } from '../../scripts/bench/lib/first-load.cjs';
import { closeBrowser, openPage, url, waitForHydration } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');
const routeData = readRouteData(SITE_DIR);
const scripts = (pathname: string) => computeFirstLoad({ buildDir: BUILD_DIR, routeData, pathname }).js.map((file) => file.file);

describe('link prefetching', () => {
  it('prefetches the chunks of a page linked in view', async () => {
    const { page, context, pageErrors } = await openPage();
    try {
      // Records, as each prefetch link is added, whether the page had already loaded that file as a
      // script. A file prefetched for a linked page may be loaded by this page later (a widget that
      // mounts when idle), which is no waste; asking for a file already loaded is.
      await page.addInitScript(() => {
        const alreadyLoaded: string[] = [];
        (window as unknown as { prefetchedWhileLoaded: string[] }).prefetchedWhileLoaded = alreadyLoaded;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof HTMLLinkElement) || node.rel !== 'prefetch') continue;
              const href = node.getAttribute('href') ?? '';
              const loaded = [...document.querySelectorAll('script[src]')].some((s) => s.getAttribute('src') === href);
              if (loaded) alreadyLoaded.push(href);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url('/concepts/entry-points/'));
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelectorAll('link[rel=prefetch]').length > 0, undefined, { timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      const hrefs = await page.$$eval('link[rel=prefetch]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
      // /concepts/output/ is the next sidebar item: whatever it needs beyond this page is prefetched.
      const current = new Set(scripts('/concepts/entry-points/'));
      const needed = scripts('/concepts/output/').filter((file) => !current.has(file));
      expect(needed.length).toBeGreaterThan(0);
      expect(needed.filter((file) => !hrefs.includes(file))).toEqual([]);
      // each file asked for once, and none the page had already loaded as a script when it was asked for
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { prefetchedWhileLoaded: string[] }).prefetchedWhileLoaded)).toEqual([]);
      await page.click('.theme-doc-sidebar-menu a[href="/concepts/output/"]');
      await page.waitForURL(url('/concepts/output/'));
      await page.waitForSelector('[data-page-anchors] a[href^="/concepts/output/#"]');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
