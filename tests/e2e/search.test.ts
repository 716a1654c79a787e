/**
 * Issue #5 — the built-in local search, in a real browser against the served
 * production build: nothing loads before the reader opens search, a word from
 * a page's body finds and opens it, the shortcuts and arrow keys work,
 * printable pages never show up, no third-party host is asked, and one search
 * stays within its download budget.
 */
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { searchCost } from '../../plugins/local-search/lib/budget';
import { SEARCH_BUDGET_BYTES } from '../../plugins/local-search/lib/constants';
import { shardFile, textFile, type SearchManifest } from '../../plugins/local-search/lib/format';
import {
  closeBrowser,
  openSearch,
  url,
  waitForHeading,
  waitForHydration,
  withPage,
} from './browser';

jest.setTimeout(60_000);

afterAll(closeBrowser);

/** Paths of every request the page makes to the search index. */
function recordIndexRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/search/')) requested.push(pathname);
  });
  return requested;
}

const box = (page: Page) => page.getByPlaceholder('Search webpack documentation');
/** Opens the search screen from the header button. */
/** Waits until the search box (its own chunk) has focus. */
const boxFocused = (page: Page) =>
  page.waitForFunction(
    () => document.activeElement?.getAttribute('placeholder') === 'Search webpack documentation',
  );
const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

async function search(page: Page, query: string) {
  await box(page).fill(query);
  await options(page).first().waitFor();
}

async function resultLinks(page: Page) {
  return options(page).evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a > span > span')?.textContent ?? '',
    })),
  );
}

/** The index of each docs version: the current docs (and the blog) at /search/, webpack 4 at /search/v4/. */
const INDEX_ROOTS = ['/search/', '/search/v4/'];

async function manifest(root = '/search/'): Promise<SearchManifest> {
  return (await (await fetch(url(`${root}manifest.json`))).json()) as SearchManifest;
}

describe('local search', () => {
  it('loads nothing of the index with the page, and the manifest once the reader opens search', async () => {
    await withPage(async ({ page }) => {
      const requested = recordIndexRequests(page);
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(requested).toEqual([]);

      const manifestLoaded = page.waitForResponse((response) =>
        response.url().endsWith('/search/manifest.json'),
      );
      await openSearch(page);
      await manifestLoaded;
      expect(requested).toEqual(['/search/manifest.json']);
    });
  });

  it('finds a page by a word from its body, not its title, shows title, section and snippet, and opens it', async () => {
    await withPage(async ({ page, thirdPartyRequests, pageErrors }) => {
      await page.goto(url('/guides/'));
      await waitForHydration(page);
      await openSearch(page);
      await search(page, 'dependOn');
      const entryPoints = options(page).filter({
        has: page.locator('a[href^="/concepts/entry-points/"]'),
      });
      await expect(entryPoints.count()).resolves.toBe(1);
      const title = await entryPoints.locator('a > span > span').first().textContent();
      expect(title).toBe('Entry Points');
      expect(title!.toLowerCase()).not.toContain('dependon');
      await expect(entryPoints.textContent()).resolves.toContain('Concepts');
      await entryPoints.locator('mark').first().waitFor();
      await expect(entryPoints.locator('mark').first().textContent()).resolves.toBe('dependOn');

      await entryPoints.click();
      await page.waitForURL((target) => target.pathname === '/concepts/entry-points/');
      await waitForHeading(page, 'Entry Points');
      // the body really has the word the search found it by
      await expect(page.locator('article .markdown').first().textContent()).resolves.toContain(
        'dependOn',
      );
      expect(thirdPartyRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('answers from the docs version of the page: webpack 4 from a /v4/ page, with webpack 5 a click away, and the reverse', async () => {
    await withPage(async ({ page, pageErrors }) => {
      const requested = recordIndexRequests(page);
      await page.goto(url('/v4/concepts/'));
      await waitForHydration(page);
      await openSearch(page);
      await search(page, 'jsonpFunction');
      const scope = (label: string) => page.locator(`[data-search-scope="${label}"]`);
      await expect(scope('4').getAttribute('aria-pressed')).resolves.toBe('true');
      // the first result is the option's heading on the v4 output page (its anchor comes with the snippet)
      await page.waitForFunction(
        () =>
          document.querySelector('[role="option"] a')?.getAttribute('href') ===
          '/v4/configuration/output/#outputjsonpfunction',
      );
      expect((await resultLinks(page)).every((link) => link.href.startsWith('/v4/'))).toBe(true);
      expect(requested.every((path) => path.startsWith('/search/v4/'))).toBe(true);

      // webpack 5 has no jsonpFunction option: offered, the same words find its successor's page
      await scope('5').click();
      await expect(scope('5').getAttribute('aria-pressed')).resolves.toBe('true');
      await page.waitForFunction(() => {
        const links = [...document.querySelectorAll('[role="option"] a')];
        return (
          links.length > 0 && links.every((link) => !link.getAttribute('href')!.startsWith('/v4/'))
        );
      });
      expect(requested).toContain('/search/manifest.json');

      await page.goto(url('/configuration/output/'));
      await waitForHydration(page);
      await openSearch(page);
      await search(page, 'jsonpFunction');
      await expect(scope('5').getAttribute('aria-pressed')).resolves.toBe('true');
      expect((await resultLinks(page)).every((link) => !link.href.startsWith('/v4/'))).toBe(true);
      await scope('4').click();
      await page.waitForFunction(() =>
        document
          .querySelector('[role="option"] a')
          ?.getAttribute('href')
          ?.startsWith('/v4/configuration/output/'),
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it('opens with Ctrl+K and with /, and moves through results with the arrow keys and Enter', async () => {
    await withPage(async ({ page, thirdPartyRequests }) => {
      const requested = recordIndexRequests(page);
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const focused = () =>
        page.evaluate(() => document.activeElement?.getAttribute('placeholder'));

      await page.locator('article h1').first().click();
      const manifestLoaded = page.waitForResponse((response) =>
        response.url().endsWith('/search/manifest.json'),
      );
      await page.keyboard.press('Control+k');
      await boxFocused(page);
      await manifestLoaded;
      expect(requested).toEqual(['/search/manifest.json']);

      await page.keyboard.press('Escape');
      await expect(focused()).resolves.toBeNull();
      // closed: the search screen is gone and focus is back on the header button
      await expect(page.locator('[data-search-dialog]').count()).resolves.toBe(0);
      await expect(
        page.evaluate(() => document.activeElement?.hasAttribute('data-search-button')),
      ).resolves.toBe(true);
      await page.locator('article h1').first().click();
      await page.keyboard.press('/');
      await boxFocused(page);
      await expect(box(page).inputValue()).resolves.toBe('');

      await box(page).fill('loader');
      await options(page).nth(2).waitFor();
      await expect(options(page).nth(0).getAttribute('aria-selected')).resolves.toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(2).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(options(page).nth(0).getAttribute('aria-selected')).resolves.toBe('false');
      await page.keyboard.press('ArrowUp');
      await expect(options(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      const activeId = await box(page).getAttribute('aria-activedescendant');
      expect(activeId).toBe(await options(page).nth(1).getAttribute('id'));

      // A result's link gains its heading's anchor once its text arrives (SNIPPET_DELAY_MS after the
      // results): read it after that, or Enter may go to the anchored link the test has not seen.
      await page.waitForFunction(() => {
        const snippet = document
          .querySelectorAll('[role="option"]')[1]
          ?.querySelector('a > span:last-child');
        return (snippet?.textContent ?? '').trim() !== ''; // trim drops the no-break space shown while it loads
      });
      const href = (await resultLinks(page))[1]!.href;
      await page.keyboard.press('Enter');
      await page.waitForURL((target) => `${target.pathname}${target.hash}` === href);
      expect(href).toMatch(/^\/[a-z]/);
      expect(thirdPartyRequests).toEqual([]);
    });
  });

  it('never lists a printable page, though every printable page exists', async () => {
    const sections = [
      'api',
      'concepts',
      'configuration',
      'contribute',
      'guides',
      'loaders',
      'migrate',
      'plugins',
    ];
    for (const section of sections) {
      expect({ section, status: (await fetch(url(`/${section}/printable/`))).status }).toEqual({
        section,
        status: 200,
      });
    }
    const { docs } = await manifest();
    expect(docs.length).toBeGreaterThan(100);
    expect(docs.filter(([path]) => path.includes('printable') || path === '/app-shell/')).toEqual(
      [],
    );

    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await openSearch(page);
      for (const query of ['webpack', 'entry', 'loader', 'plugin', 'configuration', 'print']) {
        await box(page).fill('');
        await search(page, query);
        const links = await resultLinks(page);
        expect({
          query,
          printable: links.filter((link) => link.href.includes('/printable/')),
        }).toEqual({ query, printable: [] });
      }
    });
  });

  it('tells the reader when the index cannot be loaded, and keeps the page working', async () => {
    await withPage(
      async ({ page, pageErrors }) => {
        await page.route('**/search/manifest.json', (route) =>
          route.fulfill({ status: 503, body: 'unavailable' }),
        );
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await openSearch(page);
        await box(page).fill('entry');
        await page
          .getByText('Search is unavailable: the search index could not be loaded.')
          .waitFor();
        await box(page).press('Enter');
        expect(new URL(page.url()).pathname).toBe('/concepts/');
        expect(pageErrors).toEqual([]);
        // The offline worker would fetch the manifest itself, past page.route: keep it out of this test.
      },
      { serviceWorkers: 'block' },
    );
  });
});

describe('the search index files', () => {
  const gzipBytes = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

  it.each(INDEX_ROOTS)(
    'are plain JSON files under %s that one search can fetch within 200 KB gzipped',
    async (root) => {
      const index = await manifest(root);
      const paths = [
        ...index.shards.map((_, i) => `${index.folder}/${shardFile(i)}`),
        ...index.docs.flatMap(([, , , starts], doc) =>
          Array.from(
            { length: (starts?.length ?? 0) + 1 },
            (_, part) => `${index.folder}/${textFile(doc, part)}`,
          ),
        ),
      ];
      const sized = [
        { path: 'manifest.json', bytes: gzipBytes(Buffer.from(JSON.stringify(index))) },
      ];
      for (const path of paths) {
        const response = await fetch(url(`${root}${path}`), {
          headers: { 'accept-encoding': 'identity' },
        });
        expect({
          path,
          status: response.status,
          type: response.headers.get('content-type'),
        }).toEqual({
          path,
          status: 200,
          type: 'application/json; charset=utf-8',
        });
        sized.push({ path, bytes: gzipBytes(Buffer.from(await response.arrayBuffer())) });
      }
      const cost = searchCost(sized);
      expect(cost.shardCount).toBe(index.shards.length);
      expect(cost.worstCase).toBeLessThanOrEqual(SEARCH_BUDGET_BYTES);
    },
  );

  it('keep a real search in the browser within the budget', async () => {
    await withPage(async ({ page }) => {
      const transfers: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname.startsWith('/search/')) {
          transfers.push(
            request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
          );
        }
      });
      await page.goto(url('/configuration/'));
      await waitForHydration(page);
      await openSearch(page);
      await search(page, 'output filename hash');
      await page.locator('[role="option"] mark').first().waitFor();
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0);
      expect(transfers.length).toBeGreaterThan(1);
      expect(bytes).toBeLessThanOrEqual(SEARCH_BUDGET_BYTES);
    });
  });
});
