/**
 * Issue #10 — the size budget's method holds: for every benchmark template, the scripts and
 * stylesheets a browser loads up front (link prefetches for other pages excluded) are exactly
 * the files tests/gates/first-load-budget.test.ts computes from the build output, apart from the
 * chunks that load once the page is idle (IDLE_CHUNKS: the offline worker's registration). The offline
 * worker is kept out, as in the benchmark: on a first visit it loads the app shell's page code in
 * the background after hydration (plugins/offline), which is not part of showing this page.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  IDLE_CHUNKS,
  chunkFiles,
  computeFirstLoad,
  readRouteData,
} from '../../scripts/bench/lib/first-load.cjs';
import { benchTemplates } from '../../scripts/bench/lib/templates.cjs';
import { BASE_URL, closeBrowser, openPage, url, waitForHydration } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');
const routeData = readRouteData(SITE_DIR);
/** Loaded once the page is idle after its load event (IDLE_CHUNKS), not part of the first load. */
const idleFiles = new Set(chunkFiles(routeData.manifest, IDLE_CHUNKS).js);

describe('first load in the browser', () => {
  it.each(benchTemplates(BUILD_DIR).map((t) => [t.label, t.path] as const))(
    '%s (%s) loads what the budget counts',
    async (_label, pagePath) => {
      const { page, context } = await openPage({ serviceWorkers: 'block' });
      const loaded: { type: string; url: string }[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        loaded.push({ type, url: request.url() });
      });
      try {
        await page.goto(url(pagePath));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const expected = computeFirstLoad({ buildDir: BUILD_DIR, routeData, pathname: pagePath });
        const files = (type: string) =>
          [
            ...new Set(
              loaded
                .filter((entry) => entry.type === type)
                .map((entry) => entry.url.slice(BASE_URL.length)),
            ),
          ]
            .filter((file) => !idleFiles.has(file))
            .sort();
        expect({ js: files('script'), css: files('stylesheet') }).toEqual({
          js: expected.js.map((file) => file.file).sort(),
          css: expected.css.map((file) => file.file).sort(),
        });
      } finally {
        await context.close();
      }
    },
  );
});
