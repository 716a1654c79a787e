/**
 * Issue #10 — code blocks without Prism on first load (plugins/code-highlight): the server's
 * highlighted lines survive hydration untouched in both themes, Prism is fetched only when a
 * block mounts after a client-side navigation, and token colours come from the theme's CSS.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { chunkFiles, readRouteData } from '../../scripts/bench/lib/first-load.cjs';
import { closeBrowser, openPage, url, waitForHydration, WITH_BACKGROUND_LOADING } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const PAGE = '/concepts/entry-points/';
/** The files of the chunk group plugins/code-highlight names `prism` (chunk files are named by id). */
const PRISM_FILES = (() => {
  const { manifest } = readRouteData(path.resolve(__dirname, '../..'));
  const files = chunkFiles(manifest, ['prism']).js;
  if (files.length === 0)
    throw new Error(
      'No chunk named "prism" in .docusaurus/client-manifest.json: run `npm run build` first.',
    );
  return files;
})();
/** Prism chunk downloads, from the page's own resource timing (complete once the script ran). */
const prismLoads = (page: Page) =>
  page.evaluate(
    (files) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => files.includes(new URL(entry.name).pathname)).length,
    PRISM_FILES,
  );

const firstKeyword = (page: Page) =>
  page.evaluate(() => {
    const token = document.querySelector<HTMLElement>('.theme-code-block .token.keyword');
    return token
      ? { color: getComputedStyle(token).color, inline: token.getAttribute('style') }
      : null;
  });

describe('code blocks', () => {
  it.each(['light', 'dark'] as const)(
    'keep the server-rendered lines through hydration without loading Prism (%s)',
    async (theme) => {
      // the console of a first visit as a reader has it, the offline worker's registration too
      const { page, context, pageErrors } = await openPage(WITH_BACKGROUND_LOADING);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(message.text());
      });
      try {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        // Mark the server's first line before React starts; it must still be the same node afterwards.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            document
              .querySelector('.theme-code-block .token-line')
              ?.setAttribute('data-from-server', 'yes');
          });
        });
        await page.goto(url(PAGE));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await expect(
          page.locator('.theme-code-block .token-line[data-from-server="yes"]').count(),
        ).resolves.toBe(1);
        await expect(prismLoads(page)).resolves.toBe(0);
        const keyword = await firstKeyword(page);
        expect(keyword?.inline).toBeNull(); // colours from CSS, not inline styles
        expect(keyword?.color).toBe(theme === 'dark' ? 'rgb(189, 147, 249)' : 'rgb(0, 0, 159)');
        expect(pageErrors).toEqual([]);
        expect(messages).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('switch colours with the theme toggle, without re-rendering', async () => {
    const { page, context } = await openPage();
    try {
      await page.goto(url(PAGE));
      await waitForHydration(page);
      await page.evaluate(() =>
        document.querySelector('.theme-code-block .token-line')?.setAttribute('data-marked', 'yes'),
      );
      await page.locator('button[title*="dark" i], button[aria-label*="dark" i]').first().click();
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await expect(firstKeyword(page)).resolves.toMatchObject({ color: 'rgb(189, 147, 249)' });
      await expect(
        page.locator('.theme-code-block .token-line[data-marked="yes"]').count(),
      ).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('are highlighted after a client-side navigation, Prism loaded on demand', async () => {
    const { page, context, pageErrors } = await openPage();
    try {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(prismLoads(page)).resolves.toBe(0);
      await page.click(`a[href="${PAGE}"]`);
      await page.waitForURL(url(PAGE));
      // The old page stays on screen until the new one's chunks are in: wait for the new page.
      await page.waitForSelector(`[data-page-anchors] a[href^="${PAGE}#"]`);
      await page.waitForSelector('article .theme-code-block .token.keyword');
      // once: each file of Prism's chunk group at most one time
      await expect(prismLoads(page)).resolves.toBeGreaterThan(0);
      await expect(prismLoads(page)).resolves.toBeLessThanOrEqual(PRISM_FILES.length);
      const serverHtml = await (await fetch(url(PAGE))).text();
      const serverLines = (serverHtml.match(/class="token-line/g) ?? []).length;
      await expect(page.locator('.theme-code-block .token-line').count()).resolves.toBe(
        serverLines,
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('word wrap of code blocks (measured when the browser is idle, not while hydrating)', () => {
  const wrapButton = 'button[aria-label="Toggle word wrap"]:not([data-word-wrap-room] *)';
  /** Each block: whether its code overflows, whether it offers the button, and whether it is on or near the screen. */
  const blockStates = (page: Page) =>
    page.$$eval(
      '.theme-code-block',
      (all, selector) =>
        all.map((block) => {
          const pre = block.querySelector('pre');
          const box = block.getBoundingClientRect();
          return {
            overflows: pre ? pre.scrollWidth > pre.clientWidth : false,
            button: block.querySelector(selector) !== null,
            // the rootMargin in plugins/code-highlight/client/wordWrap.ts: half a screen above and below
            // (with a few pixels' allowance at its edges)
            near: box.bottom > -innerHeight / 2 + 8 && box.top < innerHeight * 1.5 - 8,
            far: box.top > innerHeight * 2,
          };
        }),
      wrapButton,
    );

  it('offers the button on a block that overflows a phone screen, and wrapping stops the sideways scroll', async () => {
    const { page, context, pageErrors } = await openPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(url('/configuration/output/'));
      await waitForHydration(page);
      // every block on or near the screen that is wider than its box gets the button, and only those
      // (an invisible copy keeps the button's room until the block is measured, so its appearance moves nothing)
      await page.waitForSelector(`.theme-code-block ${wrapButton}`);
      const blocks = await blockStates(page);
      const near = blocks.filter((block) => block.near);
      expect(near.filter((block) => block.overflows).length).toBeGreaterThan(0);
      expect(near.filter((block) => block.overflows !== block.button)).toEqual([]);
      // the blocks far below are not measured yet: none offers the button
      expect(blocks.filter((block) => block.far && block.button)).toEqual([]);
      // the room left for it is neither seen nor reachable
      const rooms = page.locator('[data-word-wrap-room] button');
      if ((await rooms.count()) > 0) {
        await expect(
          rooms.first().evaluate((button) => getComputedStyle(button).visibility),
        ).resolves.toBe('hidden');
        await expect(
          rooms.first().evaluate((button) => button.closest('[inert]') !== null),
        ).resolves.toBe(true);
      }

      const index = blocks.findIndex((block) => block.button);
      const block = page.locator('.theme-code-block').nth(index);
      await block.hover();
      await block.locator(wrapButton).click();
      await expect(
        block.locator('code').evaluate((code) => getComputedStyle(code).whiteSpace),
      ).resolves.toBe('pre-wrap');
      await expect(
        block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth),
      ).resolves.toBe(true);
      // still offered while wrapped, to unwrap
      await expect(block.locator(wrapButton).count()).resolves.toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('measures a block far down the page when the reader scrolls to it', async () => {
    const { page, context, pageErrors } = await openPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(url('/configuration/output/'));
      await waitForHydration(page);
      await page.waitForSelector(`.theme-code-block ${wrapButton}`);
      const before = await blockStates(page);
      const far = before.findIndex((block, i) => i > 20 && block.far && block.overflows);
      expect(far).toBeGreaterThan(-1);
      expect(before[far]?.button).toBe(false);
      // no pointer over it: only coming into view measures it
      await page
        .locator('.theme-code-block')
        .nth(far)
        .evaluate((block) => block.scrollIntoView({ block: 'center' }));
      await page.locator('.theme-code-block').nth(far).locator(wrapButton).waitFor();
      const after = await blockStates(page);
      expect(after.filter((block) => block.near && block.overflows !== block.button)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('code blocks off screen (not laid out until near the screen)', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])('take the same room, and scroll as far sideways, as when drawn (%o)', async (viewport) => {
    const { page, context, pageErrors } = await openPage({ viewport });
    try {
      await page.goto(url('/configuration/output/'));
      await waitForHydration(page);
      const sizes = () =>
        page.$$eval('.theme-code-block pre', (blocks) =>
          blocks.map((pre): [number, number] => [
            Math.round(pre.getBoundingClientRect().height),
            pre.scrollWidth,
          ]),
        );
      const skipped = await sizes();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // most blocks of this long page are far below the screen: their lines are skipped
      expect(skipped.length).toBeGreaterThan(50);
      await page.addStyleTag({
        content: '.theme-code-block pre code { content-visibility: visible !important; }',
      });
      const drawn = await sizes();
      // the same to the pixel, give or take the rounding of fractional character widths
      const moved = drawn.flatMap(([height, width], i) => {
        const [skippedHeight, skippedWidth] = skipped[i] ?? [0, 0];
        return Math.abs(height - skippedHeight) > 1 || Math.abs(width - skippedWidth) > 1
          ? [{ block: i, skipped: skipped[i], drawn: [height, width] }]
          : [];
      });
      expect(moved).toEqual([]);
      expect(
        Math.abs((await page.evaluate(() => document.documentElement.scrollHeight)) - pageHeight),
      ).toBeLessThan(20);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
