/**
 * Issue #19 — the site as a reader sees it, in a browser against the production build: a header
 * whose controls never overlap from 320 to 1440 px, search as a button and a search screen, the
 * phone menu's contents, dropdowns that close (Escape, outside click, focus loss), the skip link
 * first, print colours in both themes, the resulting code from a diff block's copy button, the
 * contributors section on every docs page and the long-page sidebar. Pictures for review are
 * `npm run screenshots`, not tests.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SIDEBAR_ANCHOR_LIMIT } from '../../src/lib/headingInView';
import { closeBrowser, url, waitForHydration, withPage } from './browser';

jest.setTimeout(180_000);
afterAll(closeBrowser);

const WIDTHS = [320, 390, 768, 1024, 1440] as const;
const THEMES = ['light', 'dark'] as const;

const setTheme = (page: Page, theme: string) =>
  page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every visible interactive element of the header bar (not the phone menu panel), with its box. */
function headerControls(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const navbar = document.querySelector('nav.navbar')!;
    const controls = [
      ...navbar.querySelectorAll<HTMLElement>('a[href], button, input, select, [role="button"]'),
    ].filter((el) => {
      if (el.closest('.navbar-sidebar')) return false;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0
      );
    });
    return controls.map((el) => {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? (el.textContent?.trim() || el.className);
      return { name, x: box.x, y: box.y, width: box.width, height: box.height };
    });
  });
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Pairs of header controls that cover each other (more than a pixel of shared area). */
function overlappingPairs(boxes: Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      // a control inside another (an icon inside its link) is one control
      const inside = (p: Box, q: Box) =>
        p.x >= q.x &&
        p.y >= q.y &&
        p.x + p.width <= q.x + q.width &&
        p.y + p.height <= q.y + q.height;
      if (!inside(a, b) && !inside(b, a) && overlap(a, b) > 1) pairs.push(`${a.name} × ${b.name}`);
    }),
  );
  return pairs;
}

describe('header', () => {
  it.each([...WIDTHS, 997, 1100])(
    'at %i px: no control overlaps another, all fit on one row inside the window',
    async (width) => {
      for (const pagePath of ['/', '/configuration/output/']) {
        await withPage(
          async ({ page }) => {
            await page.goto(url(pagePath));
            await waitForHydration(page);
            const boxes = await headerControls(page);
            expect(boxes.length).toBeGreaterThan(1);
            expect({ width, pagePath, pairs: overlappingPairs(boxes) }).toEqual({
              width,
              pagePath,
              pairs: [],
            });
            const navbar = (await page.locator('nav.navbar').boundingBox())!;
            const outside = boxes.filter(
              (b) =>
                b.x < 0 ||
                b.x + b.width > width + 0.5 ||
                b.y < navbar.y ||
                b.y + b.height > navbar.y + navbar.height + 0.5,
            );
            expect({ width, pagePath, outside }).toEqual({ width, pagePath, outside: [] });
            // one row: the header keeps its height, nothing wraps (the brand keeps its text)
            expect(navbar.height).toBeLessThanOrEqual(64);
            const brand = page.locator('.navbar__inner .navbar__brand .navbar__title');
            if (await brand.isVisible()) {
              await expect(
                brand.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
              ).resolves.toBe(true);
            }
            // and the page itself never scrolls sideways
            await expect(
              page.evaluate(() => document.documentElement.scrollWidth),
            ).resolves.toBeLessThanOrEqual(width);
          },
          { viewport: { width, height: 800 } },
        );
      }
    },
  );

  it('shows "Search… Ctrl K" on a wide screen, whole, and opens the search screen from it', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        const button = page.locator('[data-search-button]');
        await expect(button.innerText()).resolves.toMatch(/^Search…\s*Ctrl K$/);
        await expect(button.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
        await button.click();
        const box = page.getByPlaceholder('Search webpack documentation');
        await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      },
      { viewport: { width: 1440, height: 900 } },
    );
  });

  it('on a phone, search is a button opening a full-width search screen', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await page.locator('[data-search-button]').click();
        const dialog = page.locator('[data-search-dialog]');
        const box = (await dialog.boundingBox())!;
        expect([box.x, box.width]).toEqual([0, 390]);
        await page.getByPlaceholder('Search webpack documentation').fill('entry');
        await page.locator('[role="option"]').first().waitFor();
        await page.locator('[data-search-close]').click();
        await expect(dialog.count()).resolves.toBe(0);
      },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
  });

  it('on a phone, the social links and the version selector are in the menu, not over the search button', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await expect(
          page.locator('.navbar__inner a.header-icon-link:visible').count(),
        ).resolves.toBe(0);
        await page.locator('button.navbar__toggle').click();
        await page.locator('.navbar-sidebar--show').waitFor();
        const social = page.locator('.navbar-sidebar a.header-icon-link');
        await expect(
          social.evaluateAll((links) =>
            links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
          ),
        ).resolves.toEqual([
          ['GitHub', 'https://github.com/webpack/webpack'],
          ['X', 'https://x.com/webpack'],
          ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/webpack'],
        ]);
        await expect(
          page.locator('.navbar-sidebar__item:not([inert])').getByLabel('Version').isVisible(),
        ).resolves.toBe(true);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it('makes "Skip to main content" the first Tab stop', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
        'Skip to main content',
      );
    });
  });
});

describe('header dropdowns (spec §4: close on Escape, outside click, focus loss)', () => {
  const DROPDOWNS = [
    {
      name: 'Documentation',
      trigger: '.navbar__items:not(.navbar__items--right) .dropdown > .navbar__link',
      open: 'Enter',
    },
    { name: 'languages', trigger: 'button[aria-label^="Language:"]', open: 'Enter' },
  ];
  // The menu fades in and out, and a transition of `visibility` starts from its old value: wait for
  // the new one (a menu that never gets there fails on the time-out) rather than read it at once.
  const menuBecomes = (page: Page, trigger: string, visibility: 'visible' | 'hidden') =>
    page.waitForFunction(
      ([selector, wanted]) =>
        getComputedStyle(
          document.querySelector(selector!)!.parentElement!.querySelector('.dropdown__menu')!,
        ).visibility === wanted,
      [trigger, visibility],
      { timeout: 5_000 },
    );

  it.each(DROPDOWNS)(
    '$name opens from the keyboard and closes on Escape, handing focus back',
    async ({ trigger, open }) => {
      await withPage(async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await page.locator(trigger).focus();
        await page.keyboard.press(open);
        await menuBecomes(page, trigger, 'visible');
        await page.keyboard.press('Escape');
        await menuBecomes(page, trigger, 'hidden');
        await expect(
          page.locator(trigger).evaluate((el) => el === document.activeElement),
        ).resolves.toBe(true);
      });
    },
  );

  it.each(DROPDOWNS)(
    '$name closes on a click outside it and when focus leaves it',
    async ({ trigger, open }) => {
      await withPage(async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await page.locator(trigger).focus();
        await page.keyboard.press(open);
        await menuBecomes(page, trigger, 'visible');
        // outside it, on text that is no link: a click on a link would navigate, and the page the
        // test goes on with would be another one
        await page
          .locator('article h1')
          .first()
          .click({ position: { x: 5, y: 5 } });
        await expect(page.evaluate(() => location.pathname)).resolves.toBe('/concepts/');
        await menuBecomes(page, trigger, 'hidden');

        await page.locator(trigger).focus();
        await page.keyboard.press(open);
        await menuBecomes(page, trigger, 'visible');
        await page.locator('article h1').evaluate((el) => {
          el.setAttribute('tabindex', '-1');
          (el as HTMLElement).focus();
        });
        await menuBecomes(page, trigger, 'hidden');
      });
    },
  );

  it('the language button takes a pointer click', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const button = page.locator('button[aria-label^="Language:"]');
      await expect(button.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.not.toBe(
        'none',
      );
      await page.mouse.move(0, 500);
      await button.click();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    });
  });
});

/** Relative luminance and contrast (WCAG 2). */
function contrast(fg: number[], bg: number[]): number {
  const lum = ([r, g, b]: number[]) => {
    const c = [r!, g!, b!].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

describe('printing', () => {
  it.each(THEMES)(
    'prints dark text on white in the %s theme (text, headings, links, code, tables)',
    async (theme) => {
      await withPage(async ({ page }) => {
        await setTheme(page, theme);
        await page.goto(url('/configuration/mode/'));
        await waitForHydration(page);
        await page.emulateMedia({ media: 'print' });
        const colours = await page.evaluate(() => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
          const background = (el: Element | null): number[] => {
            for (let node = el; node; node = node.parentElement) {
              const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
              if (a > 0.5) return [r!, g!, b!];
            }
            return [255, 255, 255];
          };
          const selectors = [
            'article h1',
            'article p',
            'article a',
            'article pre code span',
            'article table td',
            'article li',
          ];
          return selectors.flatMap((selector) => {
            const el = document.querySelector(selector);
            return el
              ? [{ selector, fg: rgb(getComputedStyle(el).color).slice(0, 3), bg: background(el) }]
              : [];
          });
        });
        expect(colours.length).toBeGreaterThanOrEqual(5);
        for (const { selector, fg, bg } of colours) {
          const ratio = contrast(fg, bg);
          // white paper, and text that reads on it (AA: 4.5:1)
          expect({
            theme,
            selector,
            paper: bg.every((v) => v >= 240),
            readable: ratio >= 4.5,
          }).toEqual({
            theme,
            selector,
            paper: true,
            readable: true,
          });
        }
      });
    },
  );

  it('a printable section opens the print dialog by itself', async () => {
    await withPage(async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { printCalls: number }).printCalls = 0;
        window.print = () => {
          (window as unknown as { printCalls: number }).printCalls += 1;
        };
      });
      await page.goto(url('/concepts/printable/'));
      await waitForHydration(page);
      await page.waitForFunction(
        () => (window as unknown as { printCalls: number }).printCalls === 1,
      );
    });
  });
});

describe('diff code blocks', () => {
  it('copy the code after the change: no removed lines, no +/- prefixes', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/migrate/5/'));
        await waitForHydration(page);
        const block = page.locator('.theme-code-block.language-diff').first();
        await block.scrollIntoViewIfNeeded();
        const lines = await block.locator('.token-line').allTextContents();
        expect(lines.some((line) => line.startsWith('-'))).toBe(true);
        await block.hover();
        await block.locator('button[aria-label="Copy code to clipboard"]').click();
        await page.waitForFunction(() =>
          navigator.clipboard.readText().then((text) => text.length > 0),
        );
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const expected = lines
          .filter((line) => !line.startsWith('-'))
          .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
          .join('\n')
          .replace(/\n+$/, '');
        expect(copied).toBe(expected);
        expect(copied.split('\n').some((line) => /^[+-]/.test(line))).toBe(false);
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });
});

describe('docs pages', () => {
  it.each([
    '/concepts/',
    '/configuration/output/',
    '/guides/getting-started/',
    '/plugins/',
    '/api/cli/',
  ])('%s has a contributors section, with no request to another host', async (pagePath) => {
    await withPage(async ({ page, thirdPartyRequests }) => {
      await page.goto(url(pagePath));
      await waitForHydration(page);
      const section = page.locator('[data-contributors]');
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('li').count()).resolves.toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(thirdPartyRequests).toEqual([]);
    });
  });

  it('on a long page, the sidebar keeps the next page in sight and its anchors follow the heading in view', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/configuration/output/'));
        await waitForHydration(page);
        const anchors = page.locator('.theme-doc-sidebar-menu [data-page-anchors] a');
        await expect(anchors.count()).resolves.toBe(SIDEBAR_ANCHOR_LIMIT);
        const next = page.locator('.theme-doc-sidebar-menu a[href="/configuration/module/"]');
        const nextBox = (await next.boundingBox())!;
        expect(nextBox.y + nextBox.height).toBeLessThan(900 * 2);
        // read far down the page: the marked anchor is the heading in view, and it is shown
        const target = await page.locator('.theme-doc-markdown h2').nth(40).getAttribute('id');
        await page
          .locator(`.theme-doc-markdown h2#${target}`)
          .evaluate((el) => el.scrollIntoView());
        const current = page.locator(
          `.theme-doc-sidebar-menu [data-page-anchors] a[aria-current="location"]`,
        );
        await page.waitForFunction(
          (id) =>
            document
              .querySelector(
                '.theme-doc-sidebar-menu [data-page-anchors] a[aria-current="location"]',
              )
              ?.getAttribute('href')
              ?.endsWith(`#${id}`),
          target,
        );
        await expect(current.isVisible()).resolves.toBe(true);
        await expect(anchors.count()).resolves.toBe(SIDEBAR_ANCHOR_LIMIT);
        // the contents column marks the same heading and keeps it in view
        const tocActive = page.locator('.theme-doc-toc-desktop .table-of-contents__link--active');
        await expect(tocActive.getAttribute('href')).resolves.toBe(`#${target}`);
        await page.waitForFunction(() => {
          const link = document.querySelector(
            '.theme-doc-toc-desktop .table-of-contents__link--active',
          );
          const column = document.querySelector('[data-toc-column]');
          if (!link || !column) return false;
          const a = link.getBoundingClientRect();
          const c = column.getBoundingClientRect();
          return a.top >= c.top && a.bottom <= c.bottom;
        });
        // Show all lists every top-level anchor
        await page.locator('[data-anchors-toggle]').click();
        await expect(anchors.count()).resolves.toBe(
          await page.locator('.theme-doc-markdown h2').count(),
        );
      },
      { viewport: { width: 1440, height: 900 } },
    );
  });

  it('the sponsor box comes after the whole contents list, never over it', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/configuration/output/'));
        await waitForHydration(page);
        const [toc, banner] = await Promise.all([
          page.locator('.theme-doc-toc-desktop').boundingBox(),
          page.locator('[data-sponsor-banner]').boundingBox(),
        ]);
        expect(banner!.y).toBeGreaterThanOrEqual(toc!.y + toc!.height);
        // the list is not cut: its own box is as tall as its content
        await expect(
          page
            .locator('.theme-doc-toc-desktop')
            .evaluate((el) => el.scrollHeight <= el.clientHeight + 1),
        ).resolves.toBe(true);
      },
      { viewport: { width: 1440, height: 900 } },
    );
  });
});
