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

describe.each(Object.entries(VIEWPORTS))('layout shift, %s', (_name, viewport) => {
  it.each(allTemplates(BUILD_DIR).map((t) => [t.label, t.path] as const))('%s (%s) does not move after first paint', async (_label, pagePath) => {
    const { page, context } = await openPage({ viewport });
    try {
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node))),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url(pagePath));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Two frames, so shifts from the last commit are reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts).toEqual([]);
    } finally {
      await context.close();
    }
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
      const anchors = live.page.locator('.theme-doc-sidebar-menu [data-page-anchors]');
      await anchors.waitFor();
      await expect(anchors.count()).resolves.toBe(1);
      await expect(anchors.locator('a').first().getAttribute('href')).resolves.toMatch(/^\/concepts\/output\/#/);
      expect(live.pageErrors).toEqual([]);
    } finally {
      await live.context.close();
    }
  });
});
