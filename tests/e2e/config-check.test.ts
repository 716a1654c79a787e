/**
 * Issue #35 — the configuration checker at /configuration/check/ against the served production
 * build: an invalid paste gives webpack's messages with links to the right anchors, the version
 * switch, /v4/ opening with 4 chosen, a shared link, a syntax error's position, pasted code never
 * running, and no request carrying the text. Its pictures: `npm run screenshots -- checker`.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { closeBrowser, url, waitForHydration, withPage } from './browser';

jest.setTimeout(120_000);

afterAll(closeBrowser);

const INVALID = `module.exports = {
  mode: 'prod',
  output: { jsonpFunction: 'webpackJsonpApp' },
};
`;

const editor = (page: Page) => page.getByTestId('config-check-source');
const results = (page: Page) => page.getByTestId('config-check-results');
const messages = (page: Page) => page.getByTestId('config-check-messages').locator(':scope > li');

/** Replaces the editor's text as a paste would, then waits for the checker's answer for `version`. */
async function paste(page: Page, text: string) {
  await editor(page).fill(text);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

async function waitForVersion(page: Page, version: 4 | 5) {
  await page.locator(`[data-testid="config-check-results"][data-version="${version}"]`).waitFor();
}

async function open(page: Page, pagePath: string) {
  await page.goto(url(pagePath));
  await waitForHydration(page);
  await results(page).locator('p').first().waitFor({ timeout: 30_000 });
}

describe('/configuration/check/', () => {
  it('shows webpack 5 messages for an invalid paste, linked to the option anchors', async () => {
    await withPage(async ({ page, pageErrors }) => {
      await open(page, '/configuration/check/');
      await expect(page.getByRole('radio', { name: 'webpack 5' }).isChecked()).resolves.toBe(true);
      await paste(page, INVALID);
      await messages(page).nth(1).waitFor();
      const texts = await messages(page).allInnerTexts();
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('configuration.mode should be one of these:');
      expect(texts[1]).toContain("configuration.output has an unknown property 'jsonpFunction'");
      expect(texts[1]).toContain(
        'Did you mean output.chunkLoadingGlobal (BREAKING CHANGE since webpack 5)?',
      );
      expect(texts[1]).toMatch(/Renamed in webpack 5\.\s*Use output\.chunkLoadingGlobal instead\./);

      const link = messages(page).first().getByRole('link', { name: 'mode' });
      await link.click();
      await page.waitForURL((u) => u.pathname === '/configuration/mode/' && u.hash === '#mode');
      await page.locator('#mode').waitFor();
      expect(pageErrors).toEqual([]);
    });
  });

  it('switches to webpack 4 and back', async () => {
    await withPage(async ({ page }) => {
      await open(page, '/configuration/check/');
      await paste(page, INVALID);
      await messages(page).nth(1).waitFor();
      await page.getByRole('radio', { name: 'webpack 4' }).check();
      await waitForVersion(page, 4);
      const v4 = await messages(page).allInnerTexts();
      // webpack 4 knows jsonpFunction: only mode is wrong, and the link goes to the webpack 4 docs.
      expect(v4).toHaveLength(1);
      expect(v4[0]).toContain('configuration.mode should be one of these:');
      await expect(messages(page).first().getByRole('link').getAttribute('href')).resolves.toBe(
        '/v4/configuration/mode/#mode',
      );
      await page.getByRole('radio', { name: 'webpack 5' }).check();
      await waitForVersion(page, 5);
      await expect(messages(page).count()).resolves.toBe(2);
    });
  });

  it('answers for the version chosen after typing, not the one chosen while typing', async () => {
    await withPage(async ({ page }) => {
      await open(page, '/configuration/check/');
      // The switch comes before the check that waits for typing to stop (400 ms) would run.
      await editor(page).fill(INVALID);
      await page.getByRole('radio', { name: 'webpack 4' }).check();
      await waitForVersion(page, 4);
      await page.waitForTimeout(1_000);
      await expect(results(page).getAttribute('data-version')).resolves.toBe('4');
      await expect(messages(page).count()).resolves.toBe(1);
    });
  });

  it('opens /v4/configuration/check/ with webpack 4 chosen', async () => {
    await withPage(async ({ page }) => {
      await open(page, '/v4/configuration/check/');
      await expect(page.getByRole('radio', { name: 'webpack 4' }).isChecked()).resolves.toBe(true);
      await waitForVersion(page, 4);
      await expect(results(page).innerText()).resolves.toContain(
        'webpack 4 accepts this configuration.',
      );
      await expect(page.title()).resolves.toBe('Check a configuration | webpack');
    });
  });

  it('opens a shared link with the configuration in the editor, the text never sent', async () => {
    const requests: string[] = [];
    const shared = await withPage(
      async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await open(page, '/configuration/check/');
        await paste(page, INVALID);
        await page.getByRole('radio', { name: 'webpack 4' }).check();
        await waitForVersion(page, 4);
        await page.getByRole('button', { name: 'Copy link' }).click();
        await page.getByTestId('config-check-status').getByText('Link copied').waitFor();
        return page.evaluate(() => navigator.clipboard.readText());
      },
      { viewport: { width: 1024, height: 900 } },
    );
    expect(shared).toMatch(/\/configuration\/check\/#v=4&config=[\w-]+$/);
    await withPage(async ({ page }) => {
      page.on('request', (request) => requests.push(request.url() + (request.postData() ?? '')));
      await page.goto(shared.replace(/^https?:\/\/[^/]+/, url('')));
      await waitForHydration(page);
      await page
        .getByTestId('config-check-status')
        .getByText('Loaded the configuration from the link')
        .waitFor();
      await expect(editor(page).inputValue()).resolves.toBe(INVALID);
      await expect(page.getByRole('radio', { name: 'webpack 4' }).isChecked()).resolves.toBe(true);
      await waitForVersion(page, 4);
      await expect(messages(page).count()).resolves.toBe(1);
    });
    expect(
      requests.filter((r) => r.includes('jsonpFunction') || r.includes('webpackJsonpApp')),
    ).toEqual([]);
  });

  it('never runs pasted code, and names the line and column of a syntax error', async () => {
    await withPage(async ({ page }) => {
      await open(page, '/configuration/check/');
      await paste(page, 'module.exports = (() => { window.__ran = 1; return {}; })();');
      await page.getByTestId('config-check-notes').waitFor();
      await expect(page.getByTestId('config-check-notes').innerText()).resolves.toMatch(
        /Line 1, column 18: Not checked: it calls a function the file defines/,
      );
      await paste(page, 'module.exports = {\n  mode: "none"\n  entry: "./a.js"\n};');
      await results(page).getByRole('alert').waitFor();
      await expect(results(page).getByRole('alert').innerText()).resolves.toMatch(
        /^Syntax error at line 3, column 3: /,
      );
      await expect(
        page.evaluate(() => (window as { __ran?: number }).__ran),
      ).resolves.toBeUndefined();
    });
  });
});
