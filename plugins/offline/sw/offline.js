/**
 * The site's part of the service worker (plugin-pwa's `swCustom`), added to
 * the worker plugin-pwa builds at /sw.js. plugin-pwa installs and answers the
 * app shell page, manifest and icons (its precache); this module keeps the
 * scripts and stylesheet the shell starts with as the worker installs, answers
 * everything else of the site as lib/policy.js describes, claims open pages on
 * first install so the visit that installed the worker is kept too, keeps the
 * Documentation menu's pages when a page asks (KEEP_MENU_MESSAGE), answers
 * offline from the docs versions the reader saved, and cleans up after itself.
 *
 * Its fetch listener runs before plugin-pwa's, so it must leave the requests
 * the precache answers (strategy 'precache') untouched.
 */
import {
  APP_SHELL_PATH,
  ASSETS_CACHE,
  CACHE_URLS_MESSAGE,
  SHELL_ASSETS_CACHE,
  FILES_CACHE,
  KEEP_MENU_MESSAGE,
  MAX_ENTRIES,
  MENU_CACHE,
  OFFLINE_INDEX,
  PAGES_CACHE,
  isCacheable,
  overflow,
  pageCacheCandidates,
  pageCacheKey,
  readingCaches,
  staleCaches,
  startupFiles,
  strategyFor,
} from '../lib/policy.js';

const origin = self.location.origin;

async function put(cacheName, key, response) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, overflow(keys.length, MAX_ENTRIES[cacheName])).map((old) => cache.delete(old)),
  );
}

async function matchFirst(cacheName, keys) {
  const cache = await caches.open(cacheName);
  for (const key of keys) {
    const response = await cache.match(key);
    if (response) return response;
  }
  return undefined;
}

/** Offline: the runtime cache's copy, else the menu's, else a saved version's. */
async function matchOffline(cacheName, keys) {
  for (const name of [cacheName, ...readingCaches(await caches.keys())]) {
    const response = await matchFirst(name, keys);
    if (response) return response;
  }
  return undefined;
}

/**
 * Stores a copy in the background (the event stays alive until it is written): the answer never
 * waits for the write, and a failed write (quota, a stream error) is logged, not answered.
 */
function keepInBackground(event, cacheName, key, response) {
  event.waitUntil(keepLogged(cacheName, key, response));
}

/** Stores a copy; a failed write is logged and never reaches the answer. */
function keepLogged(cacheName, key, response) {
  return put(cacheName, key, response).catch((error) => {
    console.warn(`[offline] could not keep ${typeof key === 'string' ? key : key.url}: ${error}`);
  });
}

/**
 * Network first, answered at once (the page streams while its copy is stored in the background);
 * offline, the copy from the reader's last visit, else the app shell (precached by plugin-pwa).
 */
async function page(request, event) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await matchOffline(PAGES_CACHE, pageCacheCandidates(request.url));
    if (copy) return copy;
    // the precache stores the shell under a revisioned URL: ignore the query
    const shell = await caches.match(`${origin}${APP_SHELL_PATH}index.html`, {
      ignoreSearch: true,
    });
    if (shell) return shell;
    throw error;
  }
  if (isCacheable(response))
    keepInBackground(event, PAGES_CACHE, pageCacheKey(request.url), response.clone());
  return response;
}

/**
 * Keeps the scripts and stylesheet the app shell starts with, as the worker installs.
 * In a cache of their own, so the shell's files are never pushed out by page code,
 * and those of the last few versions stay for pages kept under them.
 */
async function keepShellAssets() {
  const shell = await fetch(`${origin}${APP_SHELL_PATH}`, { cache: 'no-cache' });
  if (!shell.ok)
    throw new Error(`The app shell answered ${shell.status}; the worker cannot install.`);
  const urls = startupFiles(await shell.text())
    .filter((file) => file.startsWith('assets/'))
    .map((file) => `${origin}/${file}`);
  const cache = await caches.open(SHELL_ASSETS_CACHE);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url);
    if (!isCacheable(response))
      throw new Error(`${url} answered ${response.status}; the worker cannot install.`);
    await put(SHELL_ASSETS_CACHE, url, response);
  }
}

/** Hashed files never change: the cached copy (any version's), else the network (and keep it). */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Small hashed files: the answer waits for the copy, so a page that has loaded its code through
  // the worker (the offline-ready signal) has it kept; a failed write still only gets logged.
  if (isCacheable(response)) await keepLogged(ASSETS_CACHE, request, response.clone());
  return response;
}

/** Other site files: network first, the last copy offline. */
async function file(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await matchOffline(FILES_CACHE, [request]);
    if (cached) return cached;
    throw error;
  }
  if (isCacheable(response)) await keepLogged(FILES_CACHE, request, response.clone());
  return response;
}

const answer = { page, asset, file };

const CACHE_FOR = { page: PAGES_CACHE, asset: ASSETS_CACHE, file: FILES_CACHE };

/** Keeps one URL the way the fetch listener would have, unless it is kept already. */
async function keep(url, mode) {
  const strategy = strategyFor({ url, method: 'GET', mode }, origin);
  const cacheName = CACHE_FOR[strategy];
  if (!cacheName) return;
  const key = strategy === 'page' ? pageCacheKey(url) : url;
  if (await caches.match(key, strategy === 'asset' ? {} : { cacheName })) return;
  try {
    const response = await fetch(url);
    if (isCacheable(response)) await put(cacheName, key, response);
  } catch {
    // offline again: nothing to keep
  }
}

/**
 * Keeps the Documentation menu's section front pages and the code they need (the build's list,
 * within its budget) in MENU_CACHE: a file already in a cache is copied, not downloaded again;
 * entries of an older build are dropped. Stops quietly when the network goes.
 */
async function keepMenu() {
  let index;
  try {
    const response = await fetch(`${origin}${OFFLINE_INDEX}`, { cache: 'no-cache' });
    if (!isCacheable(response)) return;
    index = await response.json();
  } catch {
    return;
  }
  const files = Array.isArray(index?.menu?.files) ? index.menu.files : [];
  const urls = files
    .map((entry) => entry?.[0])
    .filter((file) => typeof file === 'string' && file.startsWith('/') && !file.startsWith('//'))
    .map((file) => `${origin}${file}`);
  const cache = await caches.open(MENU_CACHE);
  const wanted = new Set(urls);
  for (const key of await cache.keys()) if (!wanted.has(key.url)) await cache.delete(key);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      const kept = url.includes('/assets/') ? await caches.match(url) : undefined;
      const response = kept ?? (await fetch(url));
      if (isCacheable(response)) await cache.put(url, response);
    } catch (error) {
      console.warn(`[offline] could not keep the menu's ${url}: ${error}`);
      return;
    }
  }
}

export default function offlineWorker(params) {
  if (!params.offlineMode) return;

  self.addEventListener('install', (event) => {
    event.waitUntil(keepShellAssets());
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await Promise.all(staleCaches(await caches.keys()).map((name) => caches.delete(name)));
        // Take over the tab that installed the worker. An update only activates once
        // every tab of the old version is closed, so this never swaps a worker under a page.
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const strategy = strategyFor(request, origin);
    const handler = answer[strategy];
    if (handler) event.respondWith(handler(request, event));
  });

  self.addEventListener('message', (event) => {
    // The page that installed the worker loaded before the worker controlled it:
    // it sends its own URL and the site files it loaded, to be kept now.
    const { type, page: pageUrl, files } = event.data ?? {};
    if (type === KEEP_MENU_MESSAGE) {
      event.waitUntil(
        keepMenu().then(() => event.ports[0]?.postMessage({ type: KEEP_MENU_MESSAGE, done: true })),
      );
      return;
    }
    if (type !== CACHE_URLS_MESSAGE) return;
    const own = (url) => typeof url === 'string' && url.startsWith(`${origin}/`);
    event.waitUntil(
      Promise.all([
        own(pageUrl) ? keep(pageUrl, 'navigate') : undefined,
        ...(Array.isArray(files) ? files.filter(own).map((url) => keep(url, 'no-cors')) : []),
      ]).then(() => event.ports[0]?.postMessage({ type: CACHE_URLS_MESSAGE, done: true })),
    );
  });
}
