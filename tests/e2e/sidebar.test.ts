/**
 * Issue #5 — the docs sidebar's version selector (where it goes: tests/e2e/versions.test.ts) and the mobile swipe sidebar
 * (spec §2, §4, §9), in a real browser against the production build.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { closeBrowser, url, waitForAnimationsToEnd, waitForHydration, withPage } from './browser';
import { OPEN_DRAG_LIMIT_PX } from '../../src/lib/sidebarSwipe';

jest.setTimeout(60_000);
// Touch gestures through CDP are timing-sensitive on a loaded 2-core machine (a slow frame can turn
// a swipe into a tap); a failed attempt is logged and retried, the assertions stay as they are.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

afterAll(closeBrowser);

describe('version selector', () => {
  it('sits at the top of the desktop docs sidebar, offering 5 (current) and 4', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/entry-points/'));
      await waitForHydration(page);
      const select = page.getByLabel('Version');
      await expect(select.inputValue()).resolves.toBe('5');
      await expect(select.locator('option').allTextContents()).resolves.toEqual([
        '5 (current)',
        '4',
      ]);
      // above the menu, inside the sidebar
      const [selectorBox, menuBox] = await Promise.all([
        select.boundingBox(),
        page.locator('.theme-doc-sidebar-container nav.menu').boundingBox(),
      ]);
      expect(selectorBox && menuBox && selectorBox.y < menuBox.y).toBe(true);
    });
  });

  // Issue #36: on a docs page the phone menu opens on the section's pages; the selector is there,
  // in view, without going "Back to main menu" first.
  it.each(['light', 'dark'] as const)(
    'is in view as the phone menu opens on a docs page, offering 5 (current) and 4 (%s theme)',
    async (theme) => {
      await withPage(
        async ({ page }) => {
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          await page.goto(url('/concepts/'));
          await waitForHydration(page);
          await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(theme);
          await page.locator('button.navbar__toggle').click();
          await page.locator('.navbar-sidebar--show').waitFor();
          // the panel shown (the other one is inert and off screen)
          const shown = page.locator('.navbar-sidebar__item:not([inert])');
          await expect(shown.locator('.menu__link').first().isVisible()).resolves.toBe(true);
          const select = shown.getByLabel('Version');
          await expect(select.locator('option').allTextContents()).resolves.toEqual([
            '5 (current)',
            '4',
          ]);
          // Measure once the drawer has slid in and its items have slid over to the section's
          // panel: two transitions, and under load the second can still be running when the
          // drawer is already in place (the selector was then measured at x + width = 516).
          await waitForAnimationsToEnd(page, '.navbar-sidebar');
          const box = await select.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(390);
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height).toBeLessThanOrEqual(844);
          // and it works from there: choosing 4 opens the same page in the webpack 4 docs
          await select.selectOption('4');
          await page.waitForURL(url('/v4/concepts/'));
        },
        { viewport: { width: 390, height: 844 } },
      );
    },
  );
});

/**
 * The gesture handling is a chunk of its own, fetched once React has hydrated a narrow window:
 * a reader's first swipe can only follow it, so the tests wait until it has arrived.
 */
async function waitForGestures(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const isOpen = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
  );
const focusInSidebar = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
const focusOnToggle = (page: Page) =>
  page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle') ?? false);

async function waitOpen(page: Page, open: boolean) {
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show') === wanted,
    open,
  );
}

/** The sidebar's horizontal position (translateX of its transform) and width. */
const sidebarGeometry = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('.navbar-sidebar')!;
    return {
      x: new DOMMatrix(getComputedStyle(panel).transform).m41,
      width: panel.getBoundingClientRect().width,
    };
  });

/**
 * The swipes below cross the page's text; a touch the browser reads as a tap on a content link
 * would leave the page. That is not what these tests look at, so content links stay put.
 */
const keepContentLinksStill = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('main a')) event.preventDefault();
      },
      true,
    ),
  );

/** A one-finger touch path through Chromium's input pipeline (real touch events). */
async function touch(cdp: CDPSession, path: [number, number][], { lift = true } = {}) {
  const [first, ...rest] = path;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: first![0], y: first![1] }],
  });
  for (const [x, y] of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  if (lift) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('mobile sidebar', () => {
  it('opens by its toggle, lists the current section’s pages and the sections, and closes by button', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForGestures(page);
      const toggle = page.locator('button.navbar__toggle');
      await toggle.click();
      await waitOpen(page, true);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      const sidebar = page.locator('.navbar-sidebar');
      // the current section's pages
      // (the sidebar slides in: wait for what a reader would see rather than sampling mid-transition)
      await sidebar
        .locator('a[href="/concepts/entry-points/"]')
        .waitFor({ state: 'visible', timeout: 5000 });
      // the sections, one level up
      await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
      for (const section of [
        '/concepts/',
        '/configuration/',
        '/guides/',
        '/api/',
        '/loaders/',
        '/plugins/',
        '/migrate/',
      ]) {
        await sidebar
          .locator(`a[href="${section}"]`)
          .first()
          .waitFor({ state: 'visible', timeout: 5000 });
      }
      await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
      await waitOpen(page, false);
      await expect(focusOnToggle(page)).resolves.toBe(true);
    }, MOBILE);
  });

  it('traps focus while open, closes on Escape and returns focus to the toggle', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForGestures(page);
      await page.locator('button.navbar__toggle').focus();
      await page.keyboard.press('Enter');
      await waitOpen(page, true);
      await page.waitForFunction(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      const count = await page.evaluate(
        () => document.querySelectorAll('.navbar-sidebar a[href], .navbar-sidebar button').length,
      );
      for (let i = 0; i < count + 3; i += 1) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        await expect([i, await focusInSidebar(page)]).toEqual([i, true]);
      }
      await page.keyboard.press('Escape');
      await waitOpen(page, false);
      await expect(focusOnToggle(page)).resolves.toBe(true);
    }, MOBILE);
  });

  it('closes on an outside click and when focus leaves it', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForGestures(page);
      const toggle = page.locator('button.navbar__toggle');
      await toggle.click();
      await waitOpen(page, true);
      // The backdrop fades in with the sidebar: click it once it is there, as a reader would.
      await page.waitForFunction(() =>
        document.elementFromPoint(380, 600)?.classList.contains('navbar-sidebar__backdrop'),
      );
      await page.mouse.click(380, 600); // the backdrop, right of the sidebar
      await waitOpen(page, false);
      await expect(focusOnToggle(page)).resolves.toBe(true);

      await toggle.click();
      await waitOpen(page, true);
      await page.waitForFunction(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      // something outside the sidebar takes focus (as a screen reader or script may move it)
      await page.locator('main article a[href]').first().focus();
      await waitOpen(page, false);
      // focus stays where the reader moved it
      await expect(
        page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
      ).resolves.toBe(true);
    }, MOBILE);
  });

  /** /concepts/ on a phone, hydrated and not yet touched: the drawer is not built until the first touch. */
  async function untouchedPage(page: Page, context: BrowserContext) {
    await page.goto(url('/concepts/'));
    await waitForGestures(page);
    await keepContentLinksStill(page);
    const cdp = await context.newCDPSession(page);
    await expect(page.locator('.navbar-sidebar').count()).resolves.toBe(0);
    return cdp;
  }

  it('opens with a swipe of more than 20 px from the left edge, following the finger under 295 px', async () => {
    await withPage(async ({ page, context }) => {
      const cdp = await untouchedPage(page, context);

      // a short swipe (18 px: past the browser's tap slop, under the threshold) does nothing
      await touch(cdp, [
        [5, 400],
        [14, 401],
        [23, 401],
      ]);
      await page.waitForTimeout(300);
      await expect(isOpen(page)).resolves.toBe(false);
      const closed = await sidebarGeometry(page);
      expect(closed.x).toBeCloseTo(-closed.width, 0);

      // a swipe starting away from the edge does nothing
      await touch(cdp, [
        [120, 400],
        [200, 400],
        [300, 400],
      ]);
      await page.waitForTimeout(300);
      await expect(isOpen(page)).resolves.toBe(false);

      // mid-drag the sidebar follows the finger…
      await touch(
        cdp,
        [
          [5, 400],
          [20, 401],
          [105, 402],
        ],
        { lift: false },
      );
      const dragging = await sidebarGeometry(page);
      expect(dragging.x).toBeCloseTo(100 - dragging.width, 0);
      // …and is never pulled open by 295 px or more
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 385, y: 402 }],
      });
      const far = await sidebarGeometry(page);
      expect(far.width + far.x).toBeLessThan(OPEN_DRAG_LIMIT_PX);
      expect(far.width + far.x).toBeGreaterThan(OPEN_DRAG_LIMIT_PX - 2);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await waitOpen(page, true);
      // once open it sits fully out, under its own CSS again
      await page.waitForFunction(
        () =>
          new DOMMatrix(getComputedStyle(document.querySelector('.navbar-sidebar')!).transform)
            .m41 === 0,
      );
    }, MOBILE);
  });

  it('opens with a swipe that is the first touch on the page (the drawer is built by that touch)', async () => {
    await withPage(async ({ page, context }) => {
      const cdp = await untouchedPage(page, context);
      await touch(cdp, [
        [5, 400],
        [40, 401],
        [120, 402],
        [200, 402],
      ]);
      await waitOpen(page, true);
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', { name: 'Entry Points' }).isVisible(),
      ).resolves.toBe(true);
    }, MOBILE);
  });

  it('a docs page compares no strings by locale before the first touch; the toggle then shows the section’s pages', async () => {
    await withPage(async ({ page, context }) => {
      // A page's first localeCompare initialises ICU's collator (15 to 30 ms at full CPU speed): the
      // drawer's docs menu, whose filler sorts its props' keys that way, waits for the reader.
      await page.addInitScript(() => {
        const original = String.prototype.localeCompare;
        const counter = window as unknown as { localeCompares: number };
        counter.localeCompares = 0;
        String.prototype.localeCompare = function (
          this: string,
          ...args: Parameters<typeof original>
        ) {
          counter.localeCompares += 1;
          return original.apply(this, args);
        };
      });
      await untouchedPage(page, context);
      await page.waitForTimeout(500);
      await expect(
        page.evaluate(() => (window as unknown as { localeCompares: number }).localeCompares),
      ).resolves.toBe(0);

      await page.locator('button.navbar__toggle').click();
      await waitOpen(page, true);
      await page
        .locator('.navbar-sidebar a[href="/concepts/entry-points/"]')
        .waitFor({ state: 'visible', timeout: 5000 });
    }, MOBILE);
  });

  it('a phone does not hydrate the hidden desktop sidebar: none of its links is watched for prefetching, as on a desktop', async () => {
    const sidebarLinksWatched = async (
      options: typeof MOBILE | { viewport: { width: number; height: number } },
    ) =>
      withPage(async ({ page }) => {
        // Docusaurus's Link watches its element with an IntersectionObserver (to prefetch when it
        // comes into view) once React has hydrated it.
        await page.addInitScript(() => {
          const counter = window as unknown as { sidebarLinksWatched: number };
          counter.sidebarLinksWatched = 0;
          const observe = IntersectionObserver.prototype.observe;
          IntersectionObserver.prototype.observe = function (
            this: IntersectionObserver,
            target: Element,
          ) {
            if (target.closest('.theme-doc-sidebar-container')) counter.sidebarLinksWatched += 1;
            return observe.call(this, target);
          };
        });
        await page.goto(url('/configuration/output/'));
        await waitForHydration(page);
        await page.waitForTimeout(500);
        return page.evaluate(
          () => (window as unknown as { sidebarLinksWatched: number }).sidebarLinksWatched,
        );
      }, options);
    await expect(sidebarLinksWatched(MOBILE)).resolves.toBe(0);
    await expect(
      sidebarLinksWatched({ viewport: { width: 1440, height: 900 } }),
    ).resolves.toBeGreaterThan(20);
  });

  it('closes with a swipe back of more than 20 px, and stays open for less', async () => {
    await withPage(async ({ page, context }) => {
      await page.goto(url('/concepts/'));
      await waitForGestures(page);
      const cdp = await context.newCDPSession(page);
      await page.locator('button.navbar__toggle').click();
      await waitOpen(page, true);
      await page.waitForTimeout(400);

      // 18 px back: a drag (a smaller move is a tap, which would follow the link under the finger)
      await touch(cdp, [
        [200, 400],
        [191, 400],
        [182, 400],
      ]);
      await page.waitForTimeout(300);
      await expect(isOpen(page)).resolves.toBe(true);

      await touch(
        cdp,
        [
          [200, 400],
          [180, 401],
          [120, 402],
        ],
        { lift: false },
      );
      const dragging = await sidebarGeometry(page);
      expect(dragging.x).toBeCloseTo(-80, 0);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await waitOpen(page, false);
      await expect(focusOnToggle(page)).resolves.toBe(true);
    }, MOBILE);
  });
});
