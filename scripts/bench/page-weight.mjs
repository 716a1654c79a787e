/**
 * First-load JS and CSS per page as a browser loads them: a fresh browser context opens the
 * page, waits for hydration and an idle network, and every script and stylesheet it fetched is
 * counted, except link prefetches (requests with `Sec-Purpose: prefetch`, which Docusaurus
 * issues for the links in view: they load the next page, not this one). Service workers are
 * blocked: on a first visit the offline worker, once in control, loads the app shell's page code
 * in the background so the site works offline (plugins/offline); that is one-time work after
 * hydration, not what the page needs to show.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import chromiumLib from '../lib/chromium.cjs';

/**
 * @param {{ baseUrl: string, templates: { id: string, label: string, path: string }[], exclude?: string[] }} options
 *   `exclude`: URL paths not counted (the chunks that load once the page is idle, IDLE_CHUNKS in lib/first-load.cjs)
 * @returns {Promise<import('./lib/report.cjs').PageWeight[]>}
 */
export async function measurePageWeights({ baseUrl, templates, exclude = [] }) {
  const browser = await chromium.launch({
    executablePath: chromiumLib.chromiumExecutable(),
    args: chromiumLib.CHROMIUM_ARGS,
  });
  const origin = new URL(baseUrl).origin;
  try {
    const results = [];
    for (const template of templates) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        serviceWorkers: 'block',
      });
      await context.route('**/*', (route) =>
        route.request().url().startsWith(origin)
          ? route.continue()
          : route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      /** @type {Promise<{ type: string, url: string, body: Buffer } | null>[]} */
      const pending = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          (async () => {
            const headers = await request.allHeaders();
            if ((headers['sec-purpose'] ?? headers.purpose ?? '').includes('prefetch')) return null;
            const response = await request.response();
            const body = response ? await response.body() : Buffer.alloc(0);
            return { type, url: request.url().slice(origin.length), body };
          })(),
        );
      });
      await page.goto(`${baseUrl}${template.path}`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => globalThis.document.documentElement.getAttribute('data-has-hydrated') === 'true',
        undefined,
        {
          timeout: 30_000,
        },
      );
      await page.waitForLoadState('networkidle');
      const loaded = (await Promise.all(pending)).filter(
        (entry) => entry !== null && !exclude.includes(entry.url),
      );
      await context.close();
      /** @param {string} type */
      const weight = (type) => {
        const files = loaded
          .filter((entry) => entry.type === type)
          .map((entry) => ({
            url: entry.url,
            raw: entry.body.length,
            gzip: zlib.gzipSync(entry.body, { level: 9 }).length,
          }));
        // A file fetched twice (e.g. by a script tag and a preload) is one download.
        const unique = [...new Map(files.map((file) => [file.url, file])).values()];
        return {
          raw: unique.reduce((total, file) => total + file.raw, 0),
          gzip: unique.reduce((total, file) => total + file.gzip, 0),
          files: unique,
        };
      };
      results.push({
        id: template.id,
        label: template.label,
        path: template.path,
        js: weight('script'),
        css: weight('stylesheet'),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
