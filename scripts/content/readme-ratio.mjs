#!/usr/bin/env node
/**
 * Words on each package page compared with its package's README: the loader pages
 * (docs/loaders/<slug>.md) and the separately published plugin pages
 * (docs/plugins/<slug>.md with front matter `group: webpack contrib` or `Community`).
 * With `--version 4`, the webpack 4 pages (versioned_docs/version-4/…) against the
 * README of the package version they document, as tooling/webpack4 resolves it.
 *
 * Usage: node scripts/content/readme-ratio.mjs [--version 5|4] [--section loaders|plugins] [--min 0.8] [--json] [--check]
 *   --version  the docs version (default 5: docs/ and node_modules/)
 *   --section  only that section (default: both)
 *   --json     print the rows as JSON instead of a Markdown table
 *   --check    exit with code 1 when a page is below --min
 *   --count FILE...  print the word count of each FILE (same method) and exit
 *
 * Method, applied the same way to page and README:
 * - the page's YAML front matter is dropped;
 * - HTML comments, HTML tags, images and link targets (`](url)`, `][ref]`, `[ref]: url`) are
 *   dropped, keeping link text; bare URLs are dropped;
 * - code (fenced and inline) is counted like prose;
 * - a word is a whitespace-separated token that holds at least one letter or digit
 *   (so `|`, `---`, `{`, `});` do not count; `options.url` counts once; an opening
 *   fence with a language, such as three backticks and `js`, counts once).
 * The loader slug → package map is read from tests/helpers/loaders-catalog.ts (`slug`, `pkg`),
 * for webpack 4 from `V4_LOADERS` in tests/helpers/webpack4.ts; a plugin page's package is
 * named like the page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGE_GROUPS = ['webpack contrib', 'Community'];

/** Where each docs version's pages, loader catalog and packages are. */
const VERSIONS = {
  5: {
    docs: 'docs',
    catalog: 'tests/helpers/loaders-catalog.ts',
    packageDir: (pkg) => path.join(ROOT, 'node_modules', pkg),
  },
  4: {
    docs: 'versioned_docs/version-4',
    catalog: 'tests/helpers/webpack4.ts',
    packageDir: (pkg) => {
      const require4 = createRequire(path.join(ROOT, 'tooling/webpack4/package.json'));
      return path.dirname(require4.resolve(`${pkg}/package.json`));
    },
  },
};

export function countWords(markdown) {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\]\[[^\]]*\]/g, ']')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

function loaderPages(version) {
  const catalog = fs.readFileSync(path.join(ROOT, version.catalog), 'utf8');
  return [...catalog.matchAll(/slug: '([^']+)',\s*pkg: '([^']+)'/g)].map((m) => ({
    section: 'loaders',
    slug: m[1],
    pkg: m[2],
  }));
}

function pluginPages(version) {
  const dir = path.join(ROOT, version.docs, 'plugins');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      slug: name.slice(0, -3),
      source: fs.readFileSync(path.join(dir, name), 'utf8'),
    }))
    .filter(({ source }) => {
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
      const group = /^group:\s*(.+)$/m
        .exec(frontMatter)?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '');
      return PACKAGE_GROUPS.includes(group ?? '');
    })
    .map(({ slug }) => ({ section: 'plugins', slug, pkg: slug }));
}

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (args[0] === '--count') {
  for (const file of args.slice(1))
    console.log(`${countWords(fs.readFileSync(file, 'utf8'))}\t${file}`);
  process.exit(0);
}

const versionName = option('--version') ?? '5';
const version = VERSIONS[versionName];
if (!version) throw new Error(`--version ${versionName}: expected one of ${Object.keys(VERSIONS)}`);
const section = option('--section');
const min = Number(option('--min') ?? 0.8);
const pages = [
  ...(section === 'plugins' ? [] : loaderPages(version)),
  ...(section === 'loaders' ? [] : pluginPages(version)),
];
const rows = pages.map(({ section: dir, slug, pkg }) => {
  const pageFile = path.join(version.docs, dir, `${slug}.md`);
  const packageDir = version.packageDir(pkg);
  const readmeFile = path.join(packageDir, 'README.md');
  if (!fs.existsSync(readmeFile)) throw new Error(`${pageFile}: no README at ${readmeFile}`);
  const pkgVersion = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ).version;
  const page = countWords(fs.readFileSync(path.join(ROOT, pageFile), 'utf8'));
  const readme = countWords(fs.readFileSync(readmeFile, 'utf8'));
  return { section: dir, slug, pkg, version: pkgVersion, page, readme, ratio: page / readme };
});
rows.sort((a, b) => a.section.localeCompare(b.section) || a.ratio - b.ratio);
const below = rows.filter((r) => r.ratio < min);
if (args.includes('--json')) {
  console.log(JSON.stringify({ min, rows }, null, 2));
} else {
  console.log('| page | version | page words | README words | ratio |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const r of rows) {
    const flag = r.ratio < min ? ' (below)' : '';
    console.log(
      `| ${r.section}/${r.slug} | ${r.version} | ${r.page} | ${r.readme} | ${r.ratio.toFixed(2)}${flag} |`,
    );
  }
  console.log(`\n${rows.length} pages, ${below.length} below ${min}`);
}
if (args.includes('--check') && below.length > 0) process.exit(1);
