#!/usr/bin/env node
// Renders static/icons/icon.svg to the PNG sizes the site's head and manifest name
// (spec §9: 150, 180, 192, 512) and the social card, with the system Chromium.
// Run by hand after changing the logo; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import chromiumLib from './lib/chromium.cjs';

const { chromiumExecutable, CHROMIUM_ARGS } = chromiumLib;

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'static/icons/icon.svg'), 'utf8');
const outputs = [
  ['static/icons/mstile-150x150.png', 150, 150, '#2B3A42'],
  ['static/icons/apple-touch-icon.png', 180, 180, '#2B3A42'],
  ['static/icons/icon-192x192.png', 192, 192, '#2B3A42'],
  ['static/icons/icon-512x512.png', 512, 512, '#2B3A42'],
  ['static/icons/favicon-32x32.png', 32, 32, 'transparent'],
  ['static/img/social-card.png', 1200, 630, '#2B3A42'],
];

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
for (const [file, width, height, background] of outputs) {
  const size = Math.round(Math.min(width, height) * 0.7);
  const caption =
    width > height
      ? `<div style="font:600 64px system-ui,sans-serif;color:#fff;margin-left:48px">webpack<div style="font:400 32px system-ui,sans-serif;color:#8dd6f9">documentation</div></div>`
      : '';
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<body style="margin:0;width:${width}px;height:${height}px;display:flex;align-items:center;justify-content:center;background:${background}">` +
      `<div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div>${caption}</body>`,
  );
  await page.screenshot({
    path: path.join(root, file),
    omitBackground: background === 'transparent',
  });
  console.log(`wrote ${file} (${width}x${height})`);
}
await browser.close();
