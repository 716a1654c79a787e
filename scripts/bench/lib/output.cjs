// @ts-check
/**
 * Sizes of the build output: everything in build/ by file type, and the search index
 * (the files the search box downloads, one request each), if the build has one.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { median } = require('./report.cjs');

/** @typedef {import('./report.cjs').OutputSize} OutputSize */
/** @typedef {import('./report.cjs').SearchIndex} SearchIndex */
/** @typedef {import('./report.cjs').SearchIndexGroup} SearchIndexGroup */

/**
 * Every file under a directory, as paths relative to it (forward slashes).
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** @param {string} file */
function fileType(file) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html') return 'html';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.css') return 'css';
  if (['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico'].includes(ext))
    return 'images';
  if (['.json', '.xml', '.txt', '.md', '.webmanifest'].includes(ext)) return 'data';
  if (['.woff', '.woff2', '.ttf', '.otf'].includes(ext)) return 'fonts';
  return 'other';
}

/**
 * @param {string} buildDir
 * @returns {OutputSize}
 */
function outputSize(buildDir) {
  /** @type {Record<string, { files: number, bytes: number }>} */
  const byType = {};
  let totalBytes = 0;
  const files = listFiles(buildDir);
  for (const file of files) {
    const bytes = fs.statSync(path.join(buildDir, file)).size;
    const type = fileType(file);
    byType[type] ??= { files: 0, bytes: 0 };
    byType[type].files += 1;
    byType[type].bytes += bytes;
    totalBytes += bytes;
  }
  return { totalBytes, files: files.length, byType };
}

/**
 * Groups index files by name shape (a content-hash folder → <hash>, digit runs → N),
 * e.g. `<hash>/terms-N.json`.
 * @param {{ file: string, raw: number, gzip: number }[]} files relative to the index folder
 * @returns {SearchIndexGroup[]}
 */
function groupIndexFiles(files) {
  /** @type {Map<string, { raw: number[], gzip: number[] }>} */
  const groups = new Map();
  for (const file of files) {
    const pattern = file.file.replace(/^[0-9a-f]{8,}\//, '<hash>/').replace(/\d+/g, 'N');
    const group = groups.get(pattern) ?? { raw: [], gzip: [] };
    group.raw.push(file.raw);
    group.gzip.push(file.gzip);
    groups.set(pattern, group);
  }
  const stats = (/** @type {number[]} */ values) => ({
    total: values.reduce((a, b) => a + b, 0),
    median: median(values),
    max: Math.max(...values),
  });
  return [...groups.entries()].map(([pattern, group]) => ({
    pattern,
    count: group.raw.length,
    raw: stats(group.raw),
    gzip: stats(group.gzip),
  }));
}

/** Where local search plugins write their index; the first folder that exists wins. */
const SEARCH_INDEX_DIRS = ['search', 'search-index', 'lunr', 'pagefind'];

/**
 * The search index in a build, or null when the build has none.
 * @param {string} buildDir
 * @returns {SearchIndex | null}
 */
function searchIndex(buildDir) {
  const dir = SEARCH_INDEX_DIRS.find((name) => {
    const full = path.join(buildDir, name);
    return fs.existsSync(full) && fs.statSync(full).isDirectory();
  });
  /** @type {string[]} */
  let files;
  let base;
  if (dir) {
    base = path.join(buildDir, dir);
    // A folder that is also a page (search/index.html) keeps its page out of the index sizes.
    files = listFiles(base).filter((file) => !file.endsWith('.html'));
  } else {
    base = buildDir;
    files = fs
      .readdirSync(buildDir)
      .filter(
        (name) =>
          /^(search|lunr)[-_.].*\.(json|js)$/i.test(name) &&
          fs.statSync(path.join(buildDir, name)).isFile(),
      );
  }
  if (files.length === 0) return null;
  const sized = files.map((file) => {
    const body = fs.readFileSync(path.join(base, file));
    return { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
  return {
    dir: dir ?? '.',
    files: sized.length,
    raw: sized.reduce((a, f) => a + f.raw, 0),
    gzip: sized.reduce((a, f) => a + f.gzip, 0),
    groups: groupIndexFiles(sized),
  };
}

module.exports = { listFiles, fileType, outputSize, groupIndexFiles, searchIndex };
