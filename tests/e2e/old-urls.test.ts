/**
 * Issue #33 — old URLs keep working and the not-found page finds what was meant, checked through
 * the real server (scripts/serve.mjs, which reads the build's _redirects) in a browser.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { closeBrowser, url, waitForHydration, withPage } from './browser';
import webpackJsOrg from '../../plugins/redirects/__tests__/fixtures/webpack-js-org-urls.json';

jest.setTimeout(120_000);

afterAll(closeBrowser);

describe('old URLs', () => {
  it.each([
    ['/loaders/file-loader/', '/v4/loaders/file-loader/', 'file-loader'],
    ['/concepts/mode/', '/configuration/mode/', 'Mode'],
    ['/migrating/', '/migrate/3/', null],
    [
      '/blog/2026-04-08-webpack-5-106/',
      '/blog/2026/04/08/webpack-5-106/',
      "What's in webpack 5.106",
    ],
    ['/blog/2020-10-10-webpack-5-release/', '/blog/', null],
    ['/plugins/NoEmitOnErrorsPlugin', '/plugins/no-emit-on-errors-plugin/', null],
  ])('%s answers 301 and lands on %s', async (from, to, heading) => {
    const response = await fetch(url(from), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    await withPage(async ({ page }) => {
      const navigation = await page.goto(url(from));
      expect(navigation?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await waitForHydration(page);
      await expect(page.locator('main h1', { hasText: 'Page Not Found' }).count()).resolves.toBe(0);
      if (heading) await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
    });
  });

  it('keeps the anchor of a redirect that leads into a page', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/guides/scaffolding/'));
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/api/cli/#commands');
    });
  });

  it('sends a browser on from the fallback page a host without redirects would serve', async () => {
    // The server redirects /concepts/mode/ itself; its index.html is the file other hosts serve there.
    const fallback = await fetch(url('/concepts/mode/index.html'));
    expect(fallback.status).toBe(200);
    const html = await fallback.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/configuration\/mode\/" \/>/,
    );
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/mode/index.html'));
      await page.waitForURL((address) => address.pathname === '/configuration/mode/');
      await waitForHydration(page);
      await expect(page.locator('h1').first().textContent()).resolves.toBe('Mode');
    });
  });

  it('answers every URL of webpack.js.org with a page, directly or after one redirect', async () => {
    const lost: string[] = [];
    let redirected = 0;
    for (const oldUrl of webpackJsOrg.urls) {
      let response = await fetch(url(oldUrl), { redirect: 'manual' });
      if (response.status === 301) {
        redirected++;
        response = await fetch(url(response.headers.get('location')!), { redirect: 'manual' });
      }
      if (response.status !== 200) lost.push(`${oldUrl} → ${response.status}`);
    }
    console.log(
      `${webpackJsOrg.urls.length} webpack.js.org URLs: ${webpackJsOrg.urls.length - redirected - lost.length} pages, ${redirected} redirects, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
  });
});

/** The "Did you mean" links of the not-found page, once the suggestions have loaded. */
async function didYouMean(page: Page): Promise<string[]> {
  const links = page.locator('[data-not-found-did-you-mean] a');
  await links.first().waitFor({ timeout: 15_000 });
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

describe('the not-found page suggests the page meant', () => {
  it('offers /configuration/dev-server/ for /configuration/devserver/, keeping the spec text', async () => {
    await withPage(async ({ page }) => {
      const navigation = await page.goto(url('/configuration/devserver/'));
      expect(navigation?.status()).toBe(404);
      await waitForHydration(page);
      const hrefs = await didYouMean(page);
      expect(hrefs[0]).toBe('/configuration/dev-server/');
      await expect(page.locator('main h1').textContent()).resolves.toBe('Page Not Found');
      await expect(page.locator('main p').first().textContent()).resolves.toBe(
        'Oops! The page you are looking for has been removed or relocated.',
      );
      await expect(page.getByRole('link', { name: 'Go to Homepage' }).count()).resolves.toBe(1);
      await page.locator('[data-not-found-did-you-mean] a').first().click();
      await page.waitForURL((address) => address.pathname === '/configuration/dev-server/');
    });
  });

  it('offers webpack 4 pages for a miss under /v4/', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/v4/configuration/devserver/'));
      await waitForHydration(page);
      const hrefs = await didYouMean(page);
      expect(hrefs[0]).toBe('/v4/configuration/dev-server/');
      for (const href of hrefs) expect(href).toMatch(/^\/v4\//);
    });
  });

  it('finds a misspelt page and a page named by words the search knows', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/configuration/ouptut/'));
      await waitForHydration(page);
      expect((await didYouMean(page))[0]).toBe('/configuration/output/');
      await page.goto(url('/guides/treeshaking/'));
      await waitForHydration(page);
      expect(await didYouMean(page)).toContain('/guides/tree-shaking/');
    });
  });

  it('loads no search index on a docs page', async () => {
    await withPage(async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(url('/concepts/entry-points/'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(requests.filter((request) => request.startsWith('/search/'))).toEqual([]);
    });
  });
});
