/**
 * Issue #10 — layout stability beyond first load: the current page's sidebar anchors are in the
 * server HTML, and a long article's blocks far below the screen (drawn only when near it) do not
 * move a heading a link lands on. That no page template shifts as it loads and hydrates is
 * checked in tests/e2e/templates.test.ts.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, url, waitForHydration } from './browser';
import { twoFrames } from './page-checks';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

// Every page template on both screens: tests/e2e/templates.test.ts, on the loads it shares with the
// other per-page checks.

describe('sidebar anchors', () => {
  it('are in the server HTML of the current page, and follow a client-side navigation', async () => {
    const { page, context, pageErrors } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(url('/concepts/entry-points/'));
      await expect(
        page.locator('.theme-doc-sidebar-menu [data-page-anchors]').count(),
      ).resolves.toBe(1);
    } finally {
      await context.close();
    }
    expect(pageErrors).toEqual([]);
    const live = await openPage();
    try {
      await live.page.goto(url('/concepts/entry-points/'));
      await waitForHydration(live.page);
      await live.page.click('.theme-doc-sidebar-menu a[href="/concepts/output/"]');
      await live.page.waitForURL(url('/concepts/output/'));
      // Until React commits the new page, the old page's anchors may still be on screen: wait for
      // the new page's, then check they are the only ones.
      const anchors = live.page.locator('.theme-doc-sidebar-menu [data-page-anchors]');
      await anchors.locator('a[href^="/concepts/output/#"]').first().waitFor();
      await expect(anchors.count()).resolves.toBe(1);
      await expect(anchors.locator('a').first().getAttribute('href')).resolves.toMatch(
        /^\/concepts\/output\/#/,
      );
      expect(live.pageErrors).toEqual([]);
    } finally {
      await live.context.close();
    }
  });
});

describe("a long article's blocks far below the screen (drawn only when near it)", () => {
  const LONG_PAGE = '/configuration/output/';
  /** Whether each block of the article is drawn: `checkVisibility` is false inside a block the browser skips. */
  const drawnBlocks = (page: Page) =>
    page.$$eval('.markdown > *', (blocks) =>
      blocks.map((block) => {
        const inside = block.querySelector('*');
        return inside ? inside.checkVisibility({ contentVisibilityAuto: true }) : null;
      }),
    );
  /** The id of a heading about 60% down the long page, which must be open. */
  const farHeading = async (page: Page) => {
    const ids = await page.$$eval('.markdown > h2[id]', (headings) => headings.map((h) => h.id));
    return ids[Math.floor(ids.length * 0.6)]!;
  };
  const headingTop = (page: Page, id: string) =>
    page.evaluate(
      (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
      id,
    );
  /** The heading is at the top of the screen, and still there once the blocks around it are drawn at their real size. */
  const expectLandsAndStays = async (page: Page, id: string) => {
    const landed = await headingTop(page, id);
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(150);
    await page.waitForTimeout(1000);
    expect(Math.abs((await headingTop(page, id)) - landed)).toBeLessThanOrEqual(2);
  };

  it('a phone draws the start of the page and skips what is far below, and print draws everything', async () => {
    const { page, context, pageErrors } = await openPage({ viewport: VIEWPORTS.phone });
    try {
      await page.goto(url(LONG_PAGE));
      await waitForHydration(page);
      const drawn = await drawnBlocks(page);
      expect(drawn.length).toBeGreaterThan(100);
      // the page's start is always drawn; most of the rest waits
      expect(drawn.slice(0, 7)).not.toContain(false);
      expect(drawn.filter((d) => d === false).length).toBeGreaterThan(drawn.length / 2);
      await page.emulateMedia({ media: 'print' });
      expect(await drawnBlocks(page)).not.toContain(false);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'a link to a heading far down lands on it and it stays put as the blocks around it are drawn (%s)',
    async (_name, viewport) => {
      const { page, context, pageErrors } = await openPage({ viewport });
      try {
        await page.goto(url(LONG_PAGE));
        const id = await farHeading(page);
        await page.goto(url(`${LONG_PAGE}#${id}`));
        await waitForHydration(page);
        await expectLandsAndStays(page, id);
        // scrolling up a screen draws the blocks there; the heading moves by the distance scrolled, not by their size
        const top = () => headingTop(page, id);
        const before = { scrollY: await page.evaluate(() => scrollY), top: await top() };
        await page.mouse.wheel(0, -viewport.height);
        await page.waitForFunction((y) => scrollY < y, before.scrollY);
        await page.waitForTimeout(500);
        const scrolled = before.scrollY - (await page.evaluate(() => scrollY));
        expect(scrolled).toBeGreaterThan(0);
        expect(Math.abs((await top()) - before.top - scrolled)).toBeLessThanOrEqual(2);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('a link from another page to a heading far down lands on it and it stays put (client-side navigation)', async () => {
    const { page, context, pageErrors } = await openPage({ viewport: VIEWPORTS.phone });
    try {
      await page.goto(url('/configuration/target/'));
      await waitForHydration(page);
      const link = page
        .locator('.markdown a[href="/configuration/output/#outputpublicpath"]')
        .first();
      await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
      const navigated = page.waitForURL(/\/configuration\/output\/#outputpublicpath$/);
      await link.evaluate((a: HTMLElement) => a.click());
      await navigated;
      await page.locator('#outputpublicpath').waitFor();
      await twoFrames(page);
      await expectLandsAndStays(page, 'outputpublicpath');
      // it was a client-side navigation: the page was not loaded again
      await expect(page.evaluate(() => 'samePageMarker' in window)).resolves.toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a sidebar anchor of the page being read lands on its heading far down and it stays put (client-side navigation within the page)', async () => {
    const { page, context, pageErrors } = await openPage({ viewport: VIEWPORTS.desktop });
    try {
      await page.goto(url(LONG_PAGE));
      await waitForHydration(page);
      const id = await farHeading(page);
      await page.locator('[data-page-anchors] [data-anchors-toggle]').click();
      await page.locator(`[data-page-anchors] a[href="${LONG_PAGE}#${id}"]`).click();
      await page.waitForURL(new RegExp(`#${id}$`));
      await twoFrames(page);
      await expectLandsAndStays(page, id);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
