#!/usr/bin/env node
/**
 * Words on each docs/loaders/<slug>.md page compared with its package's README
 * (node_modules/<pkg>/README.md).
 *
 * Usage: node scripts/content/readme-ratio.mjs [--min 0.8] [--json] [--check]
 *   --json   print the rows as JSON instead of a Markdown table
 *   --check  exit with code 1 when a page is below --min
 *   --count FILE...  print the word count of each FILE (same method) and exit
 *
 * Method, applied the same way to page and README:
 * - the page's YAML front matter is dropped;
 * - HTML comments, HTML tags, images and link targets (`](url)`, `[ref]: url`) are
 *   dropped, keeping link text; bare URLs are dropped;
 * - code (fenced and inline) is counted like prose;
 * - a word is a whitespace-separated token that holds at least one letter or digit
 *   (so `|`, `---`, `{`, `});` do not count; `options.url` counts once; an opening
 *   fence with a language, such as three backticks and `js`, counts once).
 * The slug → package map is read from tests/helpers/loaders-catalog.ts (`slug`, `pkg`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalog = fs.readFileSync(path.join(ROOT, 'tests/helpers/loaders-catalog.ts'), 'utf8');
const pairs = [...catalog.matchAll(/slug: '([^']+)',\s*\n\s*pkg: '([^']+)'/g)].map((m) => ({ slug: m[1], pkg: m[2] }));

export function countWords(markdown) {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return text.split(/\s+/).filter((t) => /[A-Za-z0-9]/.test(t)).length;
}

const args = process.argv.slice(2);
if (args[0] === '--count') {
  for (const file of args.slice(1)) console.log(`${countWords(fs.readFileSync(file, 'utf8'))}\t${file}`);
  process.exit(0);
}

const minIndex = process.argv.indexOf('--min');
const min = minIndex > 0 ? Number(process.argv[minIndex + 1]) : 0.8;
const rows = pairs.map(({ slug, pkg }) => {
  const page = countWords(fs.readFileSync(path.join(ROOT, 'docs/loaders', `${slug}.md`), 'utf8'));
  const readme = countWords(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'README.md'), 'utf8'));
  return { slug, page, readme, ratio: page / readme };
});
rows.sort((a, b) => a.ratio - b.ratio);
const below = rows.filter((r) => r.ratio < min);
if (args.includes('--json')) {
  console.log(JSON.stringify({ min, rows }, null, 2));
  process.exit(args.includes('--check') && below.length > 0 ? 1 : 0);
}
console.log('| page | page words | README words | ratio |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.slug} | ${r.page} | ${r.readme} | ${r.ratio.toFixed(2)}${r.ratio < min ? ' (below)' : ''} |`);
}
console.log(`\n${rows.length} pages, ${below.length} below ${min}`);
if (args.includes('--check') && below.length > 0) process.exit(1);
