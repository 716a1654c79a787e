/**
 * The offline save of each docs version (plugins/offline, issue #36) as a reader on a phone sees
 * it: Lighthouse's mobile throttling (simulated slow 4G: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up; 4× CPU slowdown) applied to a real Chromium through the DevTools protocol; the
 * time from "Save" to "saved", and the bytes stored, per version. Against the served build
 * (gzip, as scripts/serve.mjs serves it).
 */
import { chromium } from 'playwright-core';
import chromiumLib from '../lib/chromium.cjs';

/** Lighthouse 12's mobile preset (constants.throttling.mobileSlow4G) and its CPU slowdown. */
export const THROTTLING = Object.freeze({
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
});

/** @typedef {{ version: string, from: string, bytes: number, compressedBytes: number, files: number, seconds: number }} OfflineSaveRun */

/**
 * @param {{ baseUrl: string, versions?: { version: string, from: string }[], log?: (line: string) => void }} options
 * @returns {Promise<OfflineSaveRun[]>}
 */
export async function measureOfflineSave({
  baseUrl,
  versions = [
    { version: '5', from: '/concepts/' },
    { version: '4', from: '/v4/concepts/' },
  ],
  log = () => {},
}) {
  const index = await (await fetch(`${baseUrl}/offline/index.json`)).json();
  const browser = await chromium.launch({
    executablePath: chromiumLib.chromiumExecutable(),
    args: chromiumLib.CHROMIUM_ARGS,
  });
  /** @type {OfflineSaveRun[]} */
  const runs = [];
  try {
    for (const { version, from } of versions) {
      const summary = index.versions.find(
        (/** @type {{ version: string }} */ entry) => entry.version === version,
      );
      if (!summary) continue;
      log(`offline save: webpack ${version}`);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}${from}`);
        await page
          .locator('html[data-offline-ready="true"]')
          .waitFor({ state: 'attached', timeout: 60_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: THROTTLING.latencyMs,
          downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
          uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
        // the closed control is the button itself; once open, [data-offline-save] is the panel
        await page
          .getByRole('button', { name: `Save webpack ${version} docs for offline reading` })
          .click();
        const control = page.locator('[data-offline-save]');
        const save = control.getByRole('button', {
          name: new RegExp(`^Save webpack ${version} docs`),
        });
        await save.waitFor({ timeout: 60_000 });
        const started = Date.now();
        await save.click();
        await page.locator('[data-offline-save-state="saved"]').waitFor({ timeout: 600_000 });
        runs.push({
          version,
          from,
          bytes: summary.bytes,
          compressedBytes: summary.compressedBytes,
          files: summary.files,
          seconds: (Date.now() - started) / 1000,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}
