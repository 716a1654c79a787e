/**
 * Issue #20 — the strict Content-Security-Policy of build/_headers, as the production server sends
 * it: the parts that load code or data later still work under it: the stored dark theme before first
 * paint, the offline worker, search, and a page's lazy chunks after a client-side navigation.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  closeBrowser,
  openSearch,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
  WITH_BACKGROUND_LOADING,
} from './browser';
import { recordCspViolations as recordViolations } from './page-checks';

jest.setTimeout(90_000);

afterAll(closeBrowser);

// Every page template and the app shell: tests/e2e/templates.test.ts, on the loads it shares with
// the other per-page checks.

describe('Content-Security-Policy', () => {
  it('runs the hashed head scripts: a stored dark theme is on <html> at first paint', async () => {
    await withPage(async ({ page }) => {
      const violations = await recordViolations(page);
      // What <html> looks like at the first animation frame: only the <head> scripts can have set it.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const root = document.documentElement;
          (window as unknown as { firstPaint: unknown }).firstPaint = {
            theme: root.getAttribute('data-theme'),
            dark: root.classList.contains('dark'),
          };
        });
      });
      await page.goto(url('/concepts/'));
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await page.waitForFunction(() => 'firstPaint' in window);
      await expect(
        page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint),
      ).resolves.toEqual({ theme: 'dark', dark: true });
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
    });
  });

  it('lets the offline worker install, search run and a lazy page load after client-side navigation', async () => {
    await withPage(async ({ page, pageErrors }) => {
      const violations = await recordViolations(page);
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await waitForOfflineReady(page);

      await openSearch(page);
      const box = page.getByPlaceholder('Search webpack documentation');
      await box.fill('dependOn');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();

      await box.fill('');
      await page.keyboard.press('Escape');
      await page.locator('nav a[href="/concepts/entry-points/"]').first().click();
      await page.waitForURL((target) => target.pathname === '/concepts/entry-points/');
      await waitForHeading(page, 'Entry Points');
      expect(await violations()).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, WITH_BACKGROUND_LOADING);
  });
});
