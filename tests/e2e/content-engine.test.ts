/**
 * Issue #3 — section sidebars, the documentation page's parts, printable
 * sections and the content model, in a browser against the production build.
 */
import { SIDEBAR_ANCHOR_LIMIT } from '../../src/lib/headingInView';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { DirectoryEntry, PageEntry } from '../../plugins/content-model/lib/tree';
import { allPages, findDirectory } from '../../plugins/content-model/lib/tree';
import { sectionPages } from '../../plugins/content-model/lib/sidebar';
import type { Page, Route } from 'playwright-core';
import { LOAD_ERROR_TEXT } from '../../plugins/chunk-loading/lib/loadError';
import { closeBrowser, openPage, url, waitForHydration, withPage } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const PRINTABLE = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
];

let index: DirectoryEntry;
beforeAll(async () => {
  index = (await (await fetch(url('/content-model.json'))).json()) as DirectoryEntry;
});

describe('content model', () => {
  it('is written to the build with directory and page entries', () => {
    expect(index).toMatchObject({ type: 'directory', url: '/' });
    const sections = index.children.filter((c) => c.type === 'directory').map((c) => c.name);
    expect(sections).toEqual(expect.arrayContaining([...PRINTABLE, 'blog']));
    for (const page of allPages(index)) {
      expect(page.url).toMatch(/\/$/);
      expect(['.md', '.mdx']).toContain(page.extension);
      expect(typeof page.title).toBe('string');
      expect(Array.isArray(page.anchors)).toBe(true);
      expect(Array.isArray(page.contributors)).toBe(true);
    }
  });
});

describe('section sidebars', () => {
  it.each(PRINTABLE)(
    '%s: index first, then the content model order, then Print Section',
    async (section) => {
      const expected = sectionPages(findDirectory(index, `/${section}/`)!).map(
        (p: PageEntry) => p.url,
      );
      await withPage(async ({ page }) => {
        await page.goto(url(`/${section}/`));
        await waitForHydration(page);
        const links = await page
          .locator('.theme-doc-sidebar-menu a.menu__link[href]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
        expect(links[0]).toBe(`/${section}/`);
        expect(links.slice(0, -1)).toEqual(expected);
        expect(links[links.length - 1]).toBe(`/${section}/printable/`);
        await expect(
          page.locator('.theme-doc-sidebar-menu a', { hasText: 'Print Section' }).count(),
        ).resolves.toBe(1);
      });
    },
  );

  it('expands the current page item with its h2 anchors and nested h3 titles without the parent prefix', async () => {
    // Prefer a reference page whose h3s are named `parent.child`; any docs page with h2 and h3 will do. A page
    // with more anchors than SIDEBAR_ANCHOR_LIMIT shows only a window of its h2s (tests/e2e/reader.test.ts).
    const candidates = allPages(index).filter(
      (p) =>
        !p.url.startsWith('/blog/') &&
        p.anchors.length <= SIDEBAR_ANCHOR_LIMIT &&
        p.anchors.some((a) => a.level === 2) &&
        p.anchors.some((a) => a.level === 3),
    );
    const output =
      candidates.find((p) => p.anchors.some((a) => a.level === 3 && a.title.includes('.'))) ??
      candidates[0]!;
    const h2 = output.anchors.filter((a) => a.level === 2);
    expect(h2.length).toBeGreaterThan(0);
    await withPage(async ({ page }) => {
      await page.goto(url(output.url));
      await waitForHydration(page);
      const nav = page.locator('.theme-doc-sidebar-menu [data-page-anchors]');
      await nav.waitFor();
      const topIds = await nav
        .locator(':scope > ul > li > a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(topIds).toEqual(h2.map((a) => `${output.url}#${a.id}`));
      // No nested title keeps its parent's "parent." prefix.
      const nested = await nav.locator('ul ul > li > a').allTextContents();
      const parents = h2.map((a) => `${a.title}.`);
      expect(nested.filter((t) => parents.some((p) => t.startsWith(p)))).toEqual([]);
      // Other pages' items do not expand.
      await expect(page.locator('[data-page-anchors]').count()).resolves.toBe(1);
    });
  });
});

describe('documentation page', () => {
  it('shows title, content, previous/next from the section order, edit, print and further reading', async () => {
    const pages = sectionPages(findDirectory(index, '/concepts/')!);
    const withRelated = pages.find((p, i) => p.related?.length && i > 0 && i < pages.length - 1)!;
    expect(withRelated).toBeDefined();
    const position = pages.indexOf(withRelated);
    await withPage(async ({ page }) => {
      await page.goto(url(withRelated.url));
      await waitForHydration(page);
      await expect(page.locator('article h1').first().textContent()).resolves.toBe(
        withRelated.title,
      );
      await expect(page.locator('.pagination-nav__link--prev').getAttribute('href')).resolves.toBe(
        pages[position - 1]!.url,
      );
      await expect(page.locator('.pagination-nav__link--next').getAttribute('href')).resolves.toBe(
        pages[position + 1]!.url,
      );
      const edit = page.getByRole('link', { name: 'Edit this page' });
      await expect(edit.getAttribute('href')).resolves.toBe(
        `https://github.com/webpack/webpack.js.org/edit/master/${withRelated.path}`,
      );
      await expect(page.getByRole('button', { name: 'Print this page' }).count()).resolves.toBe(1);
      const further = await page
        .locator('#further-reading + ul a')
        .evaluateAll((as) => as.map((a) => a.textContent));
      expect(further).toEqual(withRelated.related!.map((r) => r.title));
    });
  });

  it('prints the page when Print this page is pressed', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print this page' }).click();
      await expect(
        page.evaluate(() => (window as unknown as { printed: number }).printed),
      ).resolves.toBe(1);
    });
  });

  it('links package pages to their repository and their own edit URL', async () => {
    const withRepo = allPages(index).find((p) => p.repo);
    if (!withRepo) throw new Error('no page with a repo field in the content model');
    await withPage(async ({ page }) => {
      await page.goto(url(withRepo.url));
      await waitForHydration(page);
      await expect(
        page.getByRole('link', { name: 'Jump to repository' }).getAttribute('href'),
      ).resolves.toBe(withRepo.repo);
      if (withRepo.edit) {
        await expect(
          page.getByRole('link', { name: 'Edit this page' }).getAttribute('href'),
        ).resolves.toBe(withRepo.edit);
      }
    });
  });

  it('lists authors without a GitHub handle by name with local initials, and requests no avatar for them', async () => {
    const page0 = allPages(index).find(
      (p) => p.contributors.length === 0 && p.credits.length > 0 && p.url.startsWith('/concepts/'),
    )!;
    const names = page0.credits.flatMap((c) => ('name' in c ? [c.name] : []));
    expect(names.length).toBeGreaterThan(0);
    await withPage(async ({ page, thirdPartyRequests }) => {
      await page.goto(url(page0.url));
      await waitForHydration(page);
      await page.mouse.wheel(0, 100_000);
      await page.waitForTimeout(500);
      await expect(page.locator('#contributors-heading').count()).resolves.toBe(1);
      await expect(page.locator('[data-contributor-name]').allTextContents()).resolves.toEqual(
        names.map(
          (name) =>
            `${name
              .split(/\s+/)
              .map((w, i, all) => (i === 0 || i === all.length - 1 ? w[0] : ''))
              .join('')
              .toUpperCase()}${name}`,
        ),
      );
      await expect(page.locator('[data-contributors] img').count()).resolves.toBe(0);
      expect(thirdPartyRequests.filter((r) => r.endsWith('.png?size=90'))).toEqual([]);
    });
  });

  it('requests contributor avatars only once the contributors section is in view', async () => {
    // No page names a contributor by handle, and handles are never invented in content. The test
    // hands one page a clearly fake handle on its way to the browser, in both places the page
    // carries it: its chunk's data (plugins/content-model/lib/pageData.ts; the minifier writes it
    // as JSON or as an object literal) and its server HTML, so that hydration finds what it renders.
    const SAMPLE = 'sample-contributor';
    const PAGE = '/concepts/entry-points/';
    const t = await openPage();
    try {
      let patched = false;
      await t.context.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /((?:"page"|\bpage):\{(?:"related"|related):\[[^\]]*\],(?:"contributors"|contributors):\[)/g,
          (start: string) => {
            patched = true;
            return `${start}{"handle":"${SAMPLE}"},`;
          },
        );
        await route.fulfill({ response, body });
      });
      await t.page.route(url(PAGE), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /(<section[^>]*data-contributors[^>]*>.*?<ul[^>]*>)/,
          `$1<li><a href=https://github.com/${SAMPLE} title=${SAMPLE}>` +
            `<span role=img aria-label=${SAMPLE} data-contributor-placeholder=true></span></a>`,
        );
        await route.fulfill({ response, body });
      });
      const { page, thirdPartyRequests, pageErrors } = t;
      await page.goto(url(PAGE));
      await waitForHydration(page);
      expect(patched).toBe(true);
      const avatarRequests = () =>
        thirdPartyRequests.filter((r) => r === `https://github.com/${SAMPLE}.png?size=90`);
      await page.waitForTimeout(700);
      // below the fold: a placeholder, and nothing asked of GitHub
      expect(avatarRequests()).toEqual([]);
      await expect(page.locator('[data-contributor-placeholder]').count()).resolves.toBe(1);
      await page.locator('#contributors-heading').scrollIntoViewIfNeeded();
      const img = page.locator(`img[alt="${SAMPLE}"]`);
      await img.waitFor({ state: 'attached' });
      await expect(img.getAttribute('src')).resolves.toBe(
        `https://github.com/${SAMPLE}.png?size=90`,
      );
      await expect(
        img.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]),
      ).resolves.toEqual([45, 45]);
      await page.waitForTimeout(500);
      expect(avatarRequests().length).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    } finally {
      // chunks the page still fetches through the patching route: let them go
      await t.context.unrouteAll({ behavior: 'ignoreErrors' });
      await t.context.close();
    }
  });

  it('scrolls to the hash target after load', async () => {
    const long = allPages(index)
      .filter((p) => !p.url.startsWith('/blog/'))
      .sort((a, b) => b.anchors.length - a.anchors.length)[0]!;
    const target = long.anchors.at(-1)!;
    await withPage(async ({ page }) => {
      await page.goto(url(`${long.url}#${target.id}`));
      await waitForHydration(page);
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        if (!el) return false;
        const top = el.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight;
      }, target.id);
    });
  });
});

describe('printable sections', () => {
  it.each(PRINTABLE)('/%s/printable/ combines the section for printing', async (section) => {
    const pages = sectionPages(findDirectory(index, `/${section}/`)!);
    await withPage(async ({ page }) => {
      const response = await page.goto(url(`/${section}/printable/`));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.title()).resolves.toContain('Combined printable page');
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
        'noindex, nofollow',
      );
      await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
        '',
      );
      const titles = await page.locator('main article > h1').allTextContents();
      expect(titles).toEqual(pages.map((p) => p.title));
      const duplicateIds = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
        return ids.filter((id, i) => ids.indexOf(id) !== i);
      });
      expect(duplicateIds).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('nav.navbar').isVisible()).resolves.toBe(false);
      await expect(page.locator('footer.footer').isVisible()).resolves.toBe(false);
    });
  });

  it('keeps printable pages out of the sitemap', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    expect(sitemap).toContain('/concepts/');
    expect(sitemap).not.toContain('/printable/');
  });

  it('leaves the printable page out of the sidebars', () => {
    for (const section of PRINTABLE) {
      expect(
        sectionPages(findDirectory(index, `/${section}/`)!).some((p) => /printable/i.test(p.title)),
      ).toBe(false);
    }
  });

  /** Counts window.print() calls, and whether a page placeholder was on screen at each. */
  const stubPrint = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { printCalls: number; printedWithPlaceholders: boolean[] };
      w.printCalls = 0;
      w.printedWithPlaceholders = [];
      window.print = () => {
        w.printCalls += 1;
        w.printedWithPlaceholders.push(
          (document.querySelector('main')?.textContent ?? '').includes('Loading…'),
        );
      };
    });
  const printCalls = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { printedWithPlaceholders: boolean[] }).printedWithPlaceholders,
    );

  it('keeps the server HTML of every page through hydration: no placeholder, nothing replaced', async () => {
    await withPage(async ({ page, pageErrors }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await stubPrint(page);
      await page.addInitScript(() => {
        const seen = { placeholders: 0, removedFromMain: 0 };
        (window as unknown as { printableMutations: typeof seen }).printableMutations = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const inMain =
              record.target instanceof Element && record.target.closest('main') !== null;
            if (inMain && record.removedNodes.length > 0)
              seen.removedFromMain += record.removedNodes.length;
            for (const node of record.addedNodes)
              if (node.textContent?.includes('Loading…')) seen.placeholders += 1;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url('/concepts/printable/'));
      await waitForHydration(page);
      await page.waitForFunction(
        () => (window as unknown as { printCalls: number }).printCalls === 1,
      );
      await expect(
        page.evaluate(
          () => (window as unknown as { printableMutations: unknown }).printableMutations,
        ),
      ).resolves.toEqual({
        placeholders: 0,
        removedFromMain: 0,
      });
      await expect(printCalls(page)).resolves.toEqual([false]);
      expect(errors.filter((text) => /hydrat|onRecoverableError/i.test(text))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  /** Answers the chunks that hold a docs page's module (its metadata names its source file) with `answer`. */
  const pageChunks = (
    page: Page,
    answer: (route: Route, response: Awaited<ReturnType<Route['fetch']>>) => Promise<void>,
  ) =>
    page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"source":"@site/docs/')) return route.fulfill({ response, body });
      return answer(route, response);
    });

  it('after a client-side navigation shows a placeholder per page until its chunk is in, then prints', async () => {
    await withPage(
      async ({ page, pageErrors }) => {
        await stubPrint(page);
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await pageChunks(page, async (route, response) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.fulfill({ response });
        });
        await page.locator('.theme-doc-sidebar-container a[href="/concepts/printable/"]').click();
        await page.waitForURL(url('/concepts/printable/'));
        await page.locator('main article', { hasText: 'Loading…' }).first().waitFor();
        await expect(
          page.evaluate(() => performance.getEntriesByType('navigation').length),
        ).resolves.toBe(1);
        await page.waitForFunction(
          () => (window as unknown as { printCalls: number }).printCalls === 1,
        );
        await expect(page.locator('main article', { hasText: 'Loading…' }).count()).resolves.toBe(
          0,
        );
        const titles = await page.locator('main article > h1').allTextContents();
        expect(titles).toEqual(
          sectionPages(findDirectory(index, '/concepts/')!).map((p) => p.title),
        );
        // every page has its content, with its headings' ids prefixed by the page's slug
        const filled = page
          .locator('main article')
          .evaluateAll((articles) => articles.every((a) => a.querySelector('.markdown > *')));
        await expect(filled).resolves.toBe(true);
        await expect(
          page.locator('#concepts-entry-points h2').first().getAttribute('id'),
        ).resolves.toMatch(/^concepts-entry-points--/);
        await expect(printCalls(page)).resolves.toEqual([false]);
        expect(pageErrors).toEqual([]);
      },
      { serviceWorkers: 'block' },
    );
  });

  it("on a first load, a page whose chunk fails says 'Error loading content.' in place of its server HTML, the others stay", async () => {
    await withPage(
      async ({ page, pageErrors }) => {
        await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          if (!body.includes('"source":"@site/docs/concepts/entry-points.md"'))
            return route.fulfill({ response, body });
          return route.abort('failed');
        });
        await page.goto(url('/concepts/printable/'));
        await waitForHydration(page);
        await page.locator('main [role="alert"]').first().waitFor();
        const alerts = await page
          .locator('main article')
          .evaluateAll((articles) =>
            articles
              .filter((a) => a.querySelector('[role="alert"]'))
              .map((a) => [a.id, a.querySelector('[role="alert"] p')?.textContent]),
          );
        expect(alerts).toEqual([['concepts-entry-points', LOAD_ERROR_TEXT]]);
        await expect(page.locator('#concepts-output h2').count()).resolves.toBeGreaterThan(0);
        expect(pageErrors).toEqual([]);
      },
      { serviceWorkers: 'block' },
    );
  });

  it("says 'Error loading content.' for a page whose chunk fails, with the other pages and the chrome there", async () => {
    await withPage(
      async ({ page }) => {
        await stubPrint(page);
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await pageChunks(page, (route) => route.abort('failed'));
        await page.locator('.theme-doc-sidebar-container a[href="/concepts/printable/"]').click();
        await page.waitForURL(url('/concepts/printable/'));
        const alerts = page.locator('main article [role="alert"]');
        // every page settled: its content or its error, no placeholder left
        await page.waitForFunction(
          () =>
            document.querySelector('main [role="alert"]') !== null &&
            !(document.querySelector('main')?.textContent ?? '').includes('Loading…'),
        );
        const texts = await alerts.locator('p').allTextContents();
        expect(texts.length).toBeGreaterThan(0);
        expect(new Set(texts)).toEqual(new Set([LOAD_ERROR_TEXT]));
        await expect(page.locator('main article > h1').count()).resolves.toBe(
          sectionPages(findDirectory(index, '/concepts/')!).length,
        );
        await expect(page.locator('nav.navbar').isVisible()).resolves.toBe(true);
        // no print dialog over an incomplete section
        await expect(printCalls(page)).resolves.toEqual([]);
        // 'Try again' loads the page once its chunk comes through
        await page.unrouteAll({ behavior: 'wait' });
        const failedCount = texts.length;
        await alerts.first().getByRole('button', { name: 'Try again' }).click();
        await page.waitForFunction(
          (n) => document.querySelectorAll('main article [role="alert"]').length === n,
          failedCount - 1,
        );
      },
      { serviceWorkers: 'block' },
    );
  });
});
