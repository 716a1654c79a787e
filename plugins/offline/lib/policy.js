// @ts-check
/**
 * What the offline worker keeps and how it answers each request. Plain
 * JavaScript because it is shared by the build (which files the worker
 * installs) and the worker itself, which plugin-pwa compiles without a
 * TypeScript loader.
 *
 * - the app shell page (site chrome, empty main), the manifest and icons are installed with the
 *   worker (plugin-pwa's precache answers them); the scripts and stylesheet the shell starts with
 *   are kept with the other hashed files at install, so pages kept by an older version still
 *   find theirs after an update;
 * - pages are network-first: the reader always gets the current page online, the copy from
 *   their last visit offline, and the app shell when they never visited the page;
 * - hashed files under /assets/ never change, so they are answered from the cache once seen;
 * - other files of the site are network-first with the last copy as fallback;
 * - offline, a page or file missing from those caches is looked up in the reading caches: the
 *   Documentation menu's section front pages, kept once a page has loaded and the browser is
 *   idle (MENU_CACHE), and the versions the reader saved for offline reading (savedCacheName);
 * - the saving page's own downloads (SAVE_HEADER) go to the network untouched: the page stores
 *   them in the version's cache itself;
 * - requests to other hosts are never touched.
 */

import { CACHE_PREFIX, isSavedCache } from './cacheNames.js';

export { CACHE_PREFIX, isSavedCache, savedCacheName } from './cacheNames.js';

export const APP_SHELL_PATH = '/app-shell/';

/** Installed with the worker by plugin-pwa's precache, relative to build/. */
export const SHELL_STATIC_FILES = Object.freeze([
  'app-shell/index.html',
  'manifest.json',
  'img/logo.svg',
  'icons/favicon-32x32.png',
  'icons/icon-192x192.png',
  'icons/icon-512x512.png',
]);

/**
 * Whether a build file (path relative to build/) is in plugin-pwa's precache.
 * @param {string} file
 */
export function isShellFile(file) {
  return SHELL_STATIC_FILES.includes(file);
}

/**
 * Same-site script and stylesheet files an HTML page starts with (scripts, script preloads,
 * stylesheets), relative to build/: for the app shell, the files the worker keeps at install.
 * @param {string} html
 */
export function startupFiles(html) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    // The entry scripts are preloaded and run after the first paint (plugins/chunk-loading).
    const isScriptPreload = /\brel=["']?preload\b/.test(tag) && /\bas=["']?script\b/.test(tag);
    if (!isScript && !isScriptPreload && !/\brel=["']?stylesheet\b/.test(tag)) continue;
    const address = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (address?.startsWith('/') && !address.startsWith('//'))
      files.add(address.slice(1).split(/[?#]/)[0] ?? '');
  }
  return [...files].filter(Boolean);
}

/** Runtime caches; the version suffix changes when their format does. */
export const PAGES_CACHE = `${CACHE_PREFIX}pages-v1`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-v1`;
export const FILES_CACHE = `${CACHE_PREFIX}files-v1`;
/** The app shell's scripts and stylesheet, kept at install: the current version's and a few before it. */
export const SHELL_ASSETS_CACHE = `${CACHE_PREFIX}shell-v1`;
/**
 * The Documentation menu's section front pages and the code they need, kept when the browser is
 * idle (KEEP_MENU_MESSAGE), within MENU_BUDGET_BYTES; replaced as a whole when the build changes.
 */
export const MENU_CACHE = `${CACHE_PREFIX}menu-v1`;
export const RUNTIME_CACHES = Object.freeze([
  PAGES_CACHE,
  ASSETS_CACHE,
  FILES_CACHE,
  SHELL_ASSETS_CACHE,
  MENU_CACHE,
]);

/**
 * The caches the worker looks in, offline, after its runtime caches: the menu's pages, then the
 * saved versions.
 * @param {readonly string[]} cacheNames
 */
export function readingCaches(cacheNames) {
  return [...cacheNames.filter((name) => name === MENU_CACHE), ...cacheNames.filter(isSavedCache)];
}

/** Where the build writes the offline lists (plugins/offline postBuild), relative to the site. */
export const OFFLINE_DIR = '/offline/';
/** The index: the menu's files and each docs version's size (fetched by the worker and the save control). */
export const OFFLINE_INDEX = `${OFFLINE_DIR}index.json`;
/** Key, in a saved version's cache, of its record (written last: a copy without it is incomplete). */
export const SAVED_RECORD = `${OFFLINE_DIR}saved.json`;
/** Request header of the save control's downloads: the worker passes them to the network untouched. */
export const SAVE_HEADER = 'x-webpack-docs-save';
/** Most bytes the menu's pages and code may weigh (stored, uncompressed); the build fails above it. */
export const MENU_BUDGET_BYTES = 1024 * 1024;

/** Most entries kept per runtime cache; the oldest go first. */
export const MAX_ENTRIES = Object.freeze({
  [PAGES_CACHE]: 150,
  [ASSETS_CACHE]: 400,
  [FILES_CACHE]: 100,
  // about 3 files per version: the last five versions
  [SHELL_ASSETS_CACHE]: 15,
});

/** Message a page sends to have the worker keep URLs it loaded before the worker controlled it. */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';
/** Message a page sends, once loaded and idle, to have the worker keep the menu's pages (MENU_CACHE). */
export const KEEP_MENU_MESSAGE = 'KEEP_MENU';

/** @typedef {'precache' | 'page' | 'asset' | 'file' | 'network'} Strategy */

/**
 * The build files plugin-pwa's precache looks up for a path (it ignores the
 * query and tries `index.html` below the path), relative to build/.
 * @param {string} pathname
 */
export function precacheCandidates(pathname) {
  const file = pathname.replace(/^\/+/, '');
  return [file, `${file}${file === '' || file.endsWith('/') ? '' : '/'}index.html`];
}

/**
 * How the worker answers a request.
 * @param {{ url: string, method: string, mode: string, headers?: { has(name: string): boolean } }} request
 * @param {string} origin the site's origin
 * @returns {Strategy}
 */
export function strategyFor(request, origin) {
  if (request.method !== 'GET') return 'network';
  if (request.headers?.has('range') || request.headers?.has(SAVE_HEADER)) return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (precacheCandidates(url.pathname).some(isShellFile)) return 'precache';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'file';
}

/**
 * The cache key of a page: its URL without query or hash, `/x/index.html` as `/x/`.
 * @param {string} url
 */
export function pageCacheKey(url) {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.replace(/\/index\.html$/, '/')}`;
}

/**
 * Keys to look for when offline: the page itself, and for `/x` (no slash, no
 * extension) the `/x/` the server would have redirected to.
 * @param {string} url
 */
export function pageCacheCandidates(url) {
  const key = pageCacheKey(url);
  const { pathname } = new URL(key);
  return pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? [key] : [key, `${key}/`];
}

/**
 * Whether a response may be kept: only complete, successful, same-origin answers
 * (no redirects, errors, or partial content).
 * @param {{ ok: boolean, status: number, type: string }} response
 */
export function isCacheable(response) {
  return response.ok && response.status === 200 && response.type === 'basic';
}

/**
 * Runtime caches left by an older worker (a saved version stays until the reader removes it).
 * @param {readonly string[]} cacheNames
 */
export function staleCaches(cacheNames) {
  return cacheNames.filter(
    (name) =>
      name.startsWith(CACHE_PREFIX) && !RUNTIME_CACHES.includes(name) && !isSavedCache(name),
  );
}

/**
 * How many of the oldest entries to drop so a cache stays within its limit.
 * @param {number} count
 * @param {number} max
 */
export function overflow(count, max) {
  return Math.max(0, count - max);
}
