// @ts-check
/**
 * The page templates the benchmark and the quality gates measure, one URL each.
 * Two URLs depend on the content and are picked from the build: the longest configuration
 * page (the heaviest docs page a reader opens) and the newest blog post.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ id: string, label: string, path: string, printable?: boolean, htmlFile?: string }} Template
 *   `printable` pages carry noindex on purpose (Lighthouse SEO does not apply);
 *   `htmlFile` is the file served for the URL when it is not `<path>/index.html` (the 404 page)
 */

/** The docs page of the first-load JS budget. */
const DOCS_PAGE = '/concepts/entry-points/';

/**
 * The longest page under a docs section (by HTML size), printable pages excluded.
 * @param {string} buildDir
 * @param {string} section
 * @returns {string | undefined} its URL path
 */
function longestPageIn(buildDir, section) {
  const root = path.join(buildDir, section);
  if (!fs.existsSync(root)) return undefined;
  let best;
  let bestSize = -1;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'printable') continue;
    const html = path.join(root, entry.name, 'index.html');
    if (!fs.existsSync(html)) continue;
    const size = fs.statSync(html).size;
    if (size > bestSize) {
      bestSize = size;
      best = `/${section}/${entry.name}/`;
    }
  }
  return best;
}

/**
 * The newest blog post: build/blog/YYYY/MM/DD/<slug>/index.html, latest date, then name.
 * @param {string} buildDir
 * @returns {string | undefined}
 */
function newestBlogPost(buildDir) {
  const root = path.join(buildDir, 'blog');
  /** @type {string[]} */
  const posts = [];
  const walk = (/** @type {string} */ dir, /** @type {string[]} */ parts) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const next = [...parts, entry.name];
      if (parts.length < 3) {
        if (/^\d+$/.test(entry.name)) walk(path.join(dir, entry.name), next);
      } else if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) {
        posts.push(`/blog/${next.join('/')}/`);
      }
    }
  };
  walk(root, []);
  return posts.sort().at(-1);
}

/**
 * The five templates of the benchmark (first-load weight, Lighthouse).
 * @param {string} buildDir
 * @returns {Template[]}
 */
function benchTemplates(buildDir) {
  const required = (/** @type {string | undefined} */ value, /** @type {string} */ what) => {
    if (!value) throw new Error(`No ${what} in ${buildDir}/: is the build complete?`);
    return value;
  };
  return [
    { id: 'home', label: 'home', path: '/' },
    { id: 'docs', label: 'docs page', path: DOCS_PAGE },
    {
      id: 'config',
      label: 'longest configuration page',
      path: required(longestPageIn(buildDir, 'configuration'), 'configuration page'),
    },
    { id: 'blog-post', label: 'blog post', path: required(newestBlogPost(buildDir), 'blog post') },
    { id: 'vote', label: 'vote page', path: '/vote/' },
  ];
}

/**
 * Every page template a reader can meet, for the accessibility gate: the benchmark's five
 * plus section front pages, root pages, the blog list, a printable section and the 404 page.
 * @param {string} buildDir
 * @returns {Template[]}
 */
function allTemplates(buildDir) {
  return [
    ...benchTemplates(buildDir),
    { id: 'section-index', label: 'section front page', path: '/concepts/' },
    { id: 'root-page', label: 'root page', path: '/comparison/' },
    { id: 'blog-list', label: 'blog list', path: '/blog/' },
    { id: 'printable', label: 'printable section', path: '/concepts/printable/', printable: true },
    {
      id: 'not-found',
      label: 'not-found page',
      path: '/this-page-does-not-exist/',
      htmlFile: '404.html',
    },
  ];
}

module.exports = { DOCS_PAGE, longestPageIn, newestBlogPost, benchTemplates, allTemplates };
