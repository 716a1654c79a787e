#!/usr/bin/env node
/**
 * `npm run screenshots`: the pages a UI change should be looked at on, at 390, 1024 and 1440 px in
 * the light and the dark theme, written to test-results/screenshots/<shot>-<width>-<theme>.png from
 * the production build (build/, or BUILD_DIR). Open them before calling a UI change done.
 *
 * `npm run screenshots -- checker menu` takes only the shots whose names start with those words.
 * This is a review tool, not a test: the browser tests assert behaviour, a picture is for eyes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import chromiumLib from './lib/chromium.cjs';
import { requireBuild, serveOnFreePort } from './serve.mjs';

const WIDTHS = [390, 1024, 1440];
const THEMES = ['light', 'dark'];
const OUT_DIR = path.resolve('test-results/screenshots');

const CHECKER_INPUT = `module.exports = {
  mode: 'prod',
  output: { jsonpFunction: 'webpackJsonpApp' },
};
`;

/**
 * One entry a picture: the page, whether to take the whole page or the first screen, and what to
 * do on it first. `narrowOnly` shots exist only where the header folds into the phone menu.
 * @type {{ name: string, path: string, fullPage?: boolean, narrowOnly?: boolean,
 *   prepare?: (page: import('playwright-core').Page) => Promise<void> }[]}
 */
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'docs', path: '/concepts/' },
  { name: 'long-config', path: '/configuration/output/' },
  { name: 'vote', path: '/vote/' },
  { name: 'blog', path: '/blog/' },
  {
    name: 'menu',
    path: '/concepts/',
    narrowOnly: true,
    prepare: async (page) => {
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar--show').waitFor();
    },
  },
  {
    name: 'search',
    path: '/concepts/',
    prepare: async (page) => {
      await page.locator('[data-search-button]').click();
      await page.getByPlaceholder('Search webpack documentation').fill('splitchunks');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    },
  },
  { name: 'v4-banner', path: '/v4/configuration/output/' },
  {
    name: 'checker',
    path: '/configuration/check/',
    fullPage: true,
    prepare: async (page) => {
      await page.getByTestId('config-check-source').fill(CHECKER_INPUT);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByTestId('config-check-messages').locator(':scope > li').nth(1).waitFor();
    },
  },
  {
    name: 'not-found-suggestions',
    path: '/configuration/devserver/',
    fullPage: true,
    prepare: (page) =>
      page.locator('[data-not-found-did-you-mean] a').first().waitFor({ timeout: 15_000 }),
  },
  { name: 'troubleshooting', path: '/troubleshooting/', fullPage: true },
  { name: 'troubleshooting-page', path: '/troubleshooting/resolving/' },
  {
    name: 'offline-save',
    path: '/concepts/',
    prepare: async (page) => {
      await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });
      const open = page.getByRole('button', { name: 'Save webpack 5 docs for offline reading' });
      await open.click();
      await page.locator('[data-offline-save-state="ready"]').waitFor({ timeout: 15_000 });
      await page.locator('[data-offline-save]').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'offline-save-progress',
    path: '/concepts/',
    prepare: async (page) => {
      await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });
      // held back, so the save is caught in its progress state
      await page.context().route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await route.fallback();
      });
      await page.getByRole('button', { name: 'Save webpack 5 docs for offline reading' }).click();
      const control = page.locator('[data-offline-save]');
      await control.getByRole('button', { name: /^Save webpack 5 docs/ }).click();
      await control.getByTestId('offline-save-progress').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1500);
      await control.scrollIntoViewIfNeeded();
    },
  },
];

/** Run in the page (a function: the site's CSP refuses eval): no finite animation is running. */
const finiteAnimationsDone = () =>
  globalThis.document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );

const wanted = process.argv.slice(2);
const shots = SHOTS.filter(
  (shot) => wanted.length === 0 || wanted.some((word) => shot.name.startsWith(word)),
);
if (shots.length === 0) {
  console.error(`screenshots: no shot named ${wanted.join(', ')} (${SHOTS.map((s) => s.name)})`);
  process.exit(2);
}

const buildDir = process.env.BUILD_DIR ?? 'build';
requireBuild(buildDir);
const { server, baseUrl: base } = await serveOnFreePort(buildDir);
const browser = await chromium.launch({
  executablePath: chromiumLib.chromiumExecutable(),
  args: chromiumLib.CHROMIUM_ARGS,
});
fs.mkdirSync(OUT_DIR, { recursive: true });

let failed = 0;
for (const shot of shots) {
  for (const width of WIDTHS.filter((w) => !shot.narrowOnly || w < 997)) {
    for (const theme of THEMES) {
      const file = path.join(OUT_DIR, `${shot.name}-${width}-${theme}.png`);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        // Docusaurus reads the theme from localStorage before the first paint.
        await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(theme)})`);
        const page = await context.newPage();
        await page.goto(base + shot.path);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
        await shot.prepare?.(page);
        // let transitions end (the phone menu slides in); endless animations (the home cube) run on
        await page.waitForFunction(finiteAnimationsDone);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
        console.log(path.relative(process.cwd(), file));
      } catch (error) {
        failed++;
        console.error(`${shot.name} at ${width} px, ${theme}: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  }
}
await browser.close();
server.close();
process.exit(failed > 0 ? 1 : 0);
