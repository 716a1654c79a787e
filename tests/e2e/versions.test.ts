/**
 * Issue #17 — webpack 4 as a docs version beside webpack 5: the /v4/ route rules, the version
 * selector (desktop sidebar and phone menu), the webpack 4 banner, canonical links, sitemap,
 * Markdown twins, llms.txt and the offline worker for /v4/ pages, against the served production
 * build. Its pictures: `npm run screenshots -- v4-banner`.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  closeBrowser,
  setOffline,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
  WITH_BACKGROUND_LOADING,
} from './browser';
import { versionRoutes } from '../helpers/site-routes';

jest.setTimeout(90_000);

afterAll(closeBrowser);

const SITE = 'https://webpack.js.org';

const banner = (page: Page) => page.locator('[data-version-banner]');
const desktopSelect = (page: Page) =>
  page.locator('.theme-doc-sidebar-container').getByLabel('Version');
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

/** Whether the page shown is the not-found page. */
const isNotFound = (page: Page) =>
  page
    .locator('main h1', { hasText: /^Page Not Found$/ })
    .count()
    .then((n) => n > 0);

describe('/v4/ route rules', () => {
  it('redirects /v4/concepts to /v4/concepts/ with a 301, and /v4 to /v4/', async () => {
    const concepts = await fetch(url('/v4/concepts'), { redirect: 'manual' });
    expect(concepts.status).toBe(301);
    expect(concepts.headers.get('location')).toBe('/v4/concepts/');
    const home = await fetch(url('/v4'), { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/v4/');
  });

  it('answers an unknown /v4/ path with 404 and the not-found page', async () => {
    expect((await fetch(url('/v4/concepts/no-such-page/'))).status).toBe(404);
    await withPage(async ({ page }) => {
      const response = await page.goto(url('/v4/no/such/page/'));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(isNotFound(page)).resolves.toBe(true);
    });
  });

  it('moves /v4/concepts to its slash form in the browser too (a static host without redirects)', async () => {
    await withPage(async ({ page }) => {
      // The client rule runs on navigation; reach the slash-less path inside the app.
      await page.goto(url('/v4/concepts/'));
      await waitForHydration(page);
      await page.evaluate(() => {
        window.history.pushState({}, '', '/v4/configuration');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL(url('/v4/configuration/'));
    });
  });

  it('serves every webpack 4 page, its section sidebar index first, with previous/next links and a printable section', async () => {
    const routes = [...versionRoutes('4')];
    expect(routes).toEqual(
      expect.arrayContaining([
        '/v4/',
        '/v4/concepts/',
        '/v4/configuration/',
        '/v4/configuration/output/',
      ]),
    );
    for (const route of routes)
      expect([route, (await fetch(url(route))).status]).toEqual([route, 200]);
    await withPage(async ({ page }) => {
      await page.goto(url('/v4/configuration/'));
      await waitForHydration(page);
      const links = await page
        .locator('.theme-doc-sidebar-menu a.menu__link')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links[0]).toBe('/v4/configuration/');
      expect(links).toContain('/v4/configuration/output/');
      expect(links.at(-1)).toBe('/v4/configuration/printable/');
      expect(links.every((href) => href?.startsWith('/v4/configuration/'))).toBe(true);
      const next = page.locator('.pagination-nav__link--next');
      await expect(next.getAttribute('href')).resolves.toMatch(/^\/v4\/configuration\/.+\/$/);
    });
    const printable = await fetch(url('/v4/configuration/printable/'));
    expect(printable.status).toBe(200);
    const html = await printable.text();
    expect(html).toContain('Combined printable page');
    expect(html).toMatch(/id=["']?v4-configuration-output--outputjsonpfunction/);
  });
});

describe('version selector', () => {
  it('5 → 4 → 5 on /configuration/output/ returns to the same page, with a spinner while it navigates', async () => {
    await withPage(async ({ page, pageErrors }) => {
      const spinners: string[] = [];
      await page.exposeFunction('reportSpinner', (text: string) => spinners.push(text));
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const spinner = document.querySelector('[data-testid="version-spinner"]');
          const status = spinner?.closest('[role="status"]')?.textContent ?? '';
          const seen = (window as unknown as { lastSpinner?: string }).lastSpinner;
          if (spinner && status !== seen) {
            (window as unknown as { lastSpinner?: string }).lastSpinner = status;
            (window as unknown as { reportSpinner: (text: string) => void }).reportSpinner(status);
          }
          if (!spinner) (window as unknown as { lastSpinner?: string }).lastSpinner = undefined;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url('/configuration/output/'));
      await waitForHydration(page);
      await expect(desktopSelect(page).inputValue()).resolves.toBe('5');
      await expect(banner(page).count()).resolves.toBe(0);

      await desktopSelect(page).selectOption('4');
      await page.waitForURL(url('/v4/configuration/output/'));
      await banner(page).waitFor();
      await waitForHeading(page, 'Output');
      await expect(desktopSelect(page).inputValue()).resolves.toBe('4');

      await desktopSelect(page).selectOption('5');
      await page.waitForURL(url('/configuration/output/'));
      await waitForHeading(page, 'Output');
      await expect(banner(page).count()).resolves.toBe(0);
      await expect(desktopSelect(page).inputValue()).resolves.toBe('5');
      await expect(page.locator('[data-testid="version-spinner"]').count()).resolves.toBe(0);
      expect(spinners).toEqual([
        'Opening the webpack 4 documentation…',
        'Opening the webpack 5 documentation…',
      ]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('keeps the hash when the page is the same one in the other version', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/v4/configuration/output/#outputjsonpfunction'));
      await waitForHydration(page);
      await desktopSelect(page).selectOption('5');
      await page.waitForURL(url('/configuration/output/#outputjsonpfunction'));
    });
  });

  it('from /guides/asset-modules/, choosing 4 lands on a real webpack 4 page (the renamed one)', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/guides/asset-modules/'));
      await waitForHydration(page);
      await desktopSelect(page).selectOption('4');
      await page.waitForURL((address) => address.pathname.startsWith('/v4/'));
      expect(pathOf(page)).toBe('/v4/guides/asset-management/');
      await waitForHeading(page, 'Asset Management');
      await expect(isNotFound(page)).resolves.toBe(false);
      expect((await fetch(page.url())).status).toBe(200);
    });
  });

  it('falls back to the section front page when the page has no webpack 4 counterpart', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/configuration/experiments/'));
      await waitForHydration(page);
      await desktopSelect(page).selectOption('4');
      await page.waitForURL(url('/v4/configuration/'));
      await banner(page).waitFor();
      await expect(isNotFound(page)).resolves.toBe(false);
    });
  });

  it('works from the phone menu’s main menu too (on a docs page the menu opens on the section, which has it as well)', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/configuration/output/'));
        await waitForHydration(page);
        await page.locator('button.navbar__toggle').click();
        await page.locator('.navbar-sidebar--show').waitFor();
        await page.locator('.navbar-sidebar__back').click();
        await page
          .locator('.navbar-sidebar__item:not([inert])')
          .getByLabel('Version')
          .selectOption('4');
        await page.waitForURL(url('/v4/configuration/output/'));
        await banner(page).waitFor();
      },
      { viewport: { width: 390, height: 844 } },
    );
  });
});

describe('webpack 4 banner', () => {
  it('is on every v4 page in the server HTML, says 4 is not current and links to the page in 5', async () => {
    const html = await (await fetch(url('/v4/configuration/output/'))).text();
    expect(html).toContain('data-version-banner=4');
    await withPage(async ({ page }) => {
      await page.goto(url('/v4/configuration/output/'));
      await waitForHydration(page);
      await expect(banner(page).textContent()).resolves.toContain(
        'This page documents webpack 4, which is not the current version of webpack.',
      );
      const link = banner(page).getByRole('link');
      await expect(link.textContent()).resolves.toBe('Read this page for webpack 5');
      await expect(link.getAttribute('href')).resolves.toBe('/configuration/output/');
      await page.goto(url('/v4/plugins/named-modules-plugin/'));
      await expect(banner(page).getByRole('link').getAttribute('href')).resolves.toBe(
        '/plugins/named-module-ids-plugin/',
      );
      await page.goto(url('/v4/'));
      await expect(banner(page).getByRole('link').getAttribute('href')).resolves.toBe('/');
    });
  });

  it('is not on webpack 5 pages', async () => {
    const html = await (await fetch(url('/configuration/output/'))).text();
    expect(html).not.toContain('data-version-banner');
  });
});

describe('canonical, sitemap, twins, llms.txt and offline for /v4/', () => {
  it('gives a v4 page its own canonical URL and Markdown twin, and lists v4 pages in the sitemap and llms.txt', async () => {
    const html = await (await fetch(url('/v4/configuration/output/'))).text();
    expect(html).toMatch(
      new RegExp(`rel=["']?canonical["']? href=["']?${SITE}/v4/configuration/output/["' />]`),
    );
    const twin = await fetch(url('/v4/configuration/output/index.md'));
    expect(twin.status).toBe(200);
    const markdown = await twin.text();
    expect(markdown).toContain('# Output');
    expect(markdown).toContain('output.jsonpFunction');
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    for (const route of versionRoutes('4')) expect(sitemap).toContain(`<loc>${SITE}${route}</loc>`);
    expect(sitemap).not.toContain('/v4/configuration/printable/');
    const llms = await (await fetch(url('/llms.txt'))).text();
    const section = llms.slice(llms.indexOf('## webpack 4'));
    expect(section).toContain(`(${SITE}/v4/configuration/output/index.md)`);
    expect(llms.slice(0, llms.indexOf('## webpack 4'))).not.toContain('/v4/');
  });

  it('keeps a visited v4 page for offline reading', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/v4/configuration/output/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      await setOffline(context, true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await banner(page).waitFor();
      await waitForHeading(page, 'Output');
    }, WITH_BACKGROUND_LOADING);
  });
});
