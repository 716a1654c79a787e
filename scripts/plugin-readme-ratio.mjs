#!/usr/bin/env node
/**
 * Prints, for each separately published plugin page in docs/plugins (front matter
 * `group: webpack contrib` or `Community`), the words of the page body, the words
 * of its package's README (node_modules/<slug>/README.md) and their ratio.
 *
 * Both texts are counted the same way: front matter, HTML comments, images and
 * HTML tags are dropped, a link counts as its text only (not its URL), and every
 * whitespace-separated token that contains a letter or a digit is one word.
 * Code blocks are counted like prose, in both texts.
 *
 * Usage: node scripts/plugin-readme-ratio.mjs [--min 0.8]
 * With --min, exits with status 1 when a page is below that ratio.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLUGINS = path.join(ROOT, 'docs/plugins');

export function countWords(markdown) {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function groupOf(source) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return m ? /^group:\s*(.+)$/m.exec(m[1])?.[1]?.trim().replace(/^['"]|['"]$/g, '') : undefined;
}

const minIndex = process.argv.indexOf('--min');
const min = minIndex > 0 ? Number(process.argv[minIndex + 1]) : undefined;

const rows = fs
  .readdirSync(PLUGINS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ slug: name.slice(0, -3), source: fs.readFileSync(path.join(PLUGINS, name), 'utf8') }))
  .filter(({ source }) => ['webpack contrib', 'Community'].includes(groupOf(source) ?? ''))
  .map(({ slug, source }) => {
    const readmeFile = path.join(ROOT, 'node_modules', slug, 'README.md');
    if (!fs.existsSync(readmeFile)) throw new Error(`docs/plugins/${slug}.md: no README at ${readmeFile}`);
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', slug, 'package.json'), 'utf8')).version;
    const page = countWords(source);
    const readme = countWords(fs.readFileSync(readmeFile, 'utf8'));
    return { slug, version, page, readme, ratio: page / readme };
  });

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('page', 32)}${pad('version', 10)}${pad('page words', 12)}${pad('README words', 14)}ratio`);
for (const r of rows) {
  console.log(`${pad(r.slug, 32)}${pad(r.version, 10)}${pad(r.page, 12)}${pad(r.readme, 14)}${r.ratio.toFixed(2)}`);
}
if (min !== undefined) {
  const low = rows.filter((r) => r.ratio < min);
  if (low.length) {
    console.error(`below ${min}: ${low.map((r) => r.slug).join(', ')}`);
    process.exitCode = 1;
  }
}
