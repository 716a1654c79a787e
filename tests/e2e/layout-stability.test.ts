/**
 * Issue #10 — no layout shift: every page template, on a desktop and a phone-sized screen,
 * loads and hydrates without moving what is already on screen (the browser's layout-shift
 * entries sum to 0), and the current page's sidebar anchors are in the server HTML.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { allTemplates } from '../../scripts/bench/lib/templates.cjs';
import { closeBrowser, openPage, url, waitForHydration } from './browser';

jest.setTimeout(60_000);
afterAll(closeBrowser);

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

interface Shift {
  value: number;
  sources: { node: string; from: number[]; to: number[] }[];
}

/** Opens the page in a fresh context and returns the layout shifts seen until it is hydrated and idle. */
async function shiftsOnLoad(pagePath: string, viewport: { width: number; height: number }): Promise<Shift[]> {
  const { page, context } = await openPage({ viewport });
  try {
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
      new PerformanceObserver((list) => {
        type Entry = { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        for (const entry of list.getEntries() as unknown as Entry[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => ({
              node: source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.textContent?.slice(0, 60)),
              from: rect(source.previousRect),
              to: rect(source.currentRect),
            })),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Two frames, so shifts from the last commit are reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  } finally {
    await context.close();
  }
}

describe.each(Object.entries(VIEWPORTS))('layout shift, %s', (_name, viewport) => {
  it.each(allTemplates(BUILD_DIR).map((t) => [t.label, t.path] as const))('%s (%s) does not move after first paint', async (_label, pagePath) => {
    const first = await shiftsOnLoad(pagePath, viewport);
    // A shift caused by the page moves it on every load; on a busy machine a paint taken midway
    // through parsing can show a one-off one. Such a shift must then not happen again.
    const shifts = first.length === 0 ? first : await shiftsOnLoad(pagePath, viewport);
    expect({ shifts, firstLoad: shifts.length > 0 ? first : [] }).toEqual({ shifts: [], firstLoad: [] });
  });
});

describe('sidebar anchors', () => {
  it('are in the server HTML of the current page, and follow a client-side navigation', async () => {
    const { page, context, pageErrors } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(url('/concepts/entry-points/'));
      await expect(page.locator('.theme-doc-sidebar-menu [data-page-anchors]').count()).resolves.toBe(1);
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
      await expect(anchors.locator('a').first().getAttribute('href')).resolves.toMatch(/^\/concepts\/output\/#/);
      expect(live.pageErrors).toEqual([]);
    } finally {
      await live.context.close();
    }
  });
});
