import { describe, expect, it } from '@jest/globals';
import {
  APP_SHELL_PATH,
  ASSETS_CACHE,
  FILES_CACHE,
  MAX_ENTRIES,
  PAGES_CACHE,
  SHELL_ASSETS_CACHE,
  isCacheable,
  isShellFile,
  overflow,
  pageCacheCandidates,
  pageCacheKey,
  precacheCandidates,
  MENU_CACHE,
  SAVE_HEADER,
  readingCaches,
  savedCacheName,
  staleCaches,
  strategyFor,
} from '../lib/policy.js';

const ORIGIN = 'https://webpack.js.org';
const get = (path: string, mode = 'no-cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('isShellFile', () => {
  it('precaches the app shell page, the manifest and icons', () => {
    for (const file of [
      'app-shell/index.html',
      'manifest.json',
      'img/logo.svg',
      'icons/icon-192x192.png',
      'icons/icon-512x512.png',
    ]) {
      expect([file, isShellFile(file)]).toEqual([file, true]);
    }
  });

  it('leaves the shell’s scripts and stylesheet (kept at install), pages, page chunks and everything else out', () => {
    for (const file of [
      'assets/js/runtime~main.9df86768.js',
      'assets/js/main.5e6dffa8.js',
      'assets/css/styles.158c0fd5.css',
      'index.html',
      'concepts/index.html',
      'configuration/printable/index.html',
      'assets/js/0141f8ac.905d487a.js',
      'content-model.json',
      'sitemap.xml',
      'sw.js',
      '977.sw.js',
    ]) {
      expect([file, isShellFile(file)]).toEqual([file, false]);
    }
  });
});

describe('precacheCandidates', () => {
  it('matches what plugin-pwa’s precache looks up: the path and index.html below it', () => {
    expect(precacheCandidates('/app-shell/')).toEqual(['app-shell/', 'app-shell/index.html']);
    expect(precacheCandidates('/app-shell')).toEqual(['app-shell', 'app-shell/index.html']);
    expect(precacheCandidates('/manifest.json')).toEqual([
      'manifest.json',
      'manifest.json/index.html',
    ]);
    expect(precacheCandidates('/')).toEqual(['', 'index.html']);
  });
});

describe('strategyFor', () => {
  it('leaves the app shell files to the precache', () => {
    expect(strategyFor(get(APP_SHELL_PATH, 'navigate'), ORIGIN)).toBe('precache');
    expect(strategyFor(get('/app-shell', 'navigate'), ORIGIN)).toBe('precache');
    expect(strategyFor(get('/manifest.json'), ORIGIN)).toBe('precache');
  });

  it('passes the save control’s downloads to the network untouched (the page stores them itself)', () => {
    const headers = new Headers({ [SAVE_HEADER]: '1' });
    expect(strategyFor({ ...get('/assets/js/1.js'), headers }, ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/concepts/', 'cors'), headers }, ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/assets/js/1.js'), headers: new Headers() }, ORIGIN)).toBe(
      'asset',
    );
  });

  it('answers page navigations network-first with the page cache', () => {
    expect(strategyFor(get('/concepts/', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/no/such/page/', 'navigate'), ORIGIN)).toBe('page');
  });

  it('answers hashed files under /assets/ (the shell’s included) from the cache first', () => {
    expect(strategyFor(get('/assets/js/0141f8ac.905d487a.js'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/assets/js/main.5e6dffa8.js'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/assets/css/styles.158c0fd5.css'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/assets/images/diagram-1a2b3c4d.png'), ORIGIN)).toBe('asset');
  });

  it('answers other site files network-first', () => {
    expect(strategyFor(get('/content-model.json'), ORIGIN)).toBe('file');
    expect(strategyFor(get('/icons/apple-touch-icon.png'), ORIGIN)).toBe('file');
  });

  it('never touches other hosts, non-GET requests or range requests', () => {
    expect(
      strategyFor({ ...get('/x'), url: 'https://github.com/sample-contributor.png' }, ORIGIN),
    ).toBe('network');
    expect(
      strategyFor({ ...get('/x', 'navigate'), url: 'https://v4.webpack.js.org/concepts/' }, ORIGIN),
    ).toBe('network');
    expect(strategyFor({ ...get('/concepts/'), method: 'HEAD' }, ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/assets/js/1.js'), method: 'POST' }, ORIGIN)).toBe('network');
    expect(
      strategyFor(
        { ...get('/assets/video.mp4'), headers: new Headers({ range: 'bytes=0-' }) },
        ORIGIN,
      ),
    ).toBe('network');
  });
});

describe('page cache keys', () => {
  it('drop query and hash, and read /x/index.html as /x/', () => {
    expect(pageCacheKey(`${ORIGIN}/concepts/?a=1#entry`)).toBe(`${ORIGIN}/concepts/`);
    expect(pageCacheKey(`${ORIGIN}/concepts/index.html`)).toBe(`${ORIGIN}/concepts/`);
  });

  it('look for /x/ as well when offline at /x', () => {
    expect(pageCacheCandidates(`${ORIGIN}/concepts`)).toEqual([
      `${ORIGIN}/concepts`,
      `${ORIGIN}/concepts/`,
    ]);
    expect(pageCacheCandidates(`${ORIGIN}/concepts/`)).toEqual([`${ORIGIN}/concepts/`]);
    expect(pageCacheCandidates(`${ORIGIN}/blog/rss.xml`)).toEqual([`${ORIGIN}/blog/rss.xml`]);
  });
});

describe('isCacheable', () => {
  it('keeps only complete same-origin 200 answers', () => {
    expect(isCacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaqueredirect' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });
});

describe('cache housekeeping', () => {
  it('finds caches an older worker left, and leaves current and foreign ones', () => {
    expect(
      staleCaches([
        PAGES_CACHE,
        ASSETS_CACHE,
        FILES_CACHE,
        SHELL_ASSETS_CACHE,
        'webpack-docs-pages-v0',
        'workbox-precache-v2-https://x/',
        'other',
      ]),
    ).toEqual(['webpack-docs-pages-v0']);
  });

  it('leaves the menu’s cache and the versions the reader saved, and drops saved copies of an older format', () => {
    expect(
      staleCaches([
        MENU_CACHE,
        savedCacheName('5'),
        savedCacheName('4'),
        'webpack-docs-saved-v0-5',
        'webpack-docs-menu-v0',
      ]),
    ).toEqual(['webpack-docs-saved-v0-5', 'webpack-docs-menu-v0']);
  });

  it('looks offline in the menu’s cache, then in the saved versions, never in other caches', () => {
    expect(
      readingCaches([savedCacheName('4'), PAGES_CACHE, MENU_CACHE, 'other', savedCacheName('5')]),
    ).toEqual([MENU_CACHE, savedCacheName('4'), savedCacheName('5')]);
  });

  it('limits every runtime cache', () => {
    for (const name of [PAGES_CACHE, ASSETS_CACHE, FILES_CACHE, SHELL_ASSETS_CACHE]) {
      expect([name, (MAX_ENTRIES as Record<string, number>)[name]! > 0]).toEqual([name, true]);
    }
  });

  it('counts the oldest entries over a limit', () => {
    expect(overflow(151, 150)).toBe(1);
    expect(overflow(150, 150)).toBe(0);
    expect(overflow(3, 150)).toBe(0);
  });
});
