/**
 * Issue #20 — the strict Content-Security-Policy of build/_headers, as the production server sends
 * it: no violation on any page template (inline scripts run because their hashes are allowed), and
 * the parts that load code or data later still work under it: the stored dark theme before first
 * paint, the offline worker, search, and a page's lazy chunks after a client-side navigation.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { allTemplates } from '../../scripts/bench/lib/templates.cjs';
import { BUILD_DIR } from '../gates/build';
import {
  closeBrowser,
  openSearch,
  url,
  waitForHeading,
  waitForHydration,
  waitForOfflineReady,
  withPage,
} from './browser';

jest.setTimeout(90_000);

afterAll(closeBrowser);

const templates = [
  ...allTemplates(BUILD_DIR),
  { id: 'app-shell', label: 'app shell', path: '/app-shell/' },
];

/** Records every CSP violation the page reports (event and console), from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

describe('Content-Security-Policy', () => {
  it.each(templates.map((t) => [t.label, t.path] as const))(
    '%s (%s): sent, and nothing violates it',
    async (_label, pagePath) => {
      await withPage(async ({ page, pageErrors }) => {
        const violations = await recordViolations(page);
        const response = await page.goto(url(pagePath));
        const csp = response?.headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/script-src 'self' 'sha256-/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        await waitForHydration(page);
        expect(await violations()).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    },
  );

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
    });
  });
});
