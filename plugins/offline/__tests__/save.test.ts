import { describe, expect, it } from '@jest/globals';
import { SAVE_HEADER, SAVED_RECORD, savedCacheName } from '../lib/policy.js';
import type { VersionList, VersionSummary } from '../lib/lists';
import {
  isAbort,
  removeVersion,
  roomFor,
  saveVersion,
  savedRecord,
  type SaveApis,
} from '../lib/save';

const ORIGIN = 'https://webpack.js.org';

const LIST: VersionList = {
  format: 1,
  version: '4',
  build: 'b1',
  files: [
    ['/v4/guides/caching/', 300],
    ['/assets/js/1.js', 100],
    ['/search/v4/manifest.json', 50],
    ['/v4/guides/caching/index.md', 50],
  ],
};
const SUMMARY: VersionSummary = {
  version: '4',
  path: '/v4/',
  pages: 1,
  files: 4,
  bytes: 500,
  compressedBytes: 200,
  build: 'b1',
  list: '/offline/4.json',
};

/** Cache Storage in memory: name → (url → body). */
function fakeApis(options: { failing?: string; onFetch?: (url: string) => void } = {}) {
  const stores = new Map<string, Map<string, string>>();
  const requests: { url: string; header: string | null }[] = [];
  const apis: SaveApis = {
    origin: ORIGIN,
    async fetch(url, init) {
      init?.signal?.throwIfAborted();
      options.onFetch?.(url);
      requests.push({ url, header: new Headers(init?.headers).get(SAVE_HEADER) });
      const path = url.slice(ORIGIN.length);
      if (path === SUMMARY.list) return new Response(JSON.stringify(LIST));
      if (path === options.failing) return new Response('', { status: 404 });
      return new Response(`body of ${path}`);
    },
    caches: {
      async has(name) {
        return stores.has(name);
      },
      async delete(name) {
        return stores.delete(name);
      },
      async open(name) {
        const store = stores.get(name) ?? new Map<string, string>();
        stores.set(name, store);
        return {
          async put(key: RequestInfo | URL, response: Response) {
            store.set(String(key), await response.text());
          },
          async match(key: RequestInfo | URL) {
            const body = store.get(String(key));
            return body === undefined ? undefined : new Response(body);
          },
        } as unknown as Cache;
      },
    },
  };
  return { apis, stores, requests };
}

describe('saveVersion', () => {
  it('downloads every file of the list past the worker, reports progress, and writes its record last', async () => {
    const { apis, stores, requests } = fakeApis();
    const progress: number[] = [];
    const record = await saveVersion(apis, SUMMARY, {
      concurrency: 1,
      onProgress: (done, total) => {
        expect(total).toBe(500);
        progress.push(done);
      },
      now: () => new Date('2026-11-28T12:00:00Z'),
    });
    expect(progress).toEqual([0, 300, 400, 450, 500]);
    expect(requests.every((request) => request.header === '1')).toBe(true);
    const store = stores.get(savedCacheName('4'))!;
    expect([...store.keys()]).toEqual([
      ...LIST.files.map(([path]) => `${ORIGIN}${path}`),
      `${ORIGIN}${SAVED_RECORD}`,
    ]);
    expect(record).toEqual({
      format: 1,
      version: '4',
      build: 'b1',
      bytes: 500,
      files: 4,
      savedAt: '2026-11-28T12:00:00.000Z',
    });
    await expect(savedRecord(apis, '4')).resolves.toEqual(record);
    await expect(savedRecord(apis, '5')).resolves.toBeNull();
  });

  it('keeps nothing when the reader cancels', async () => {
    const controller = new AbortController();
    const { apis, stores } = fakeApis({
      onFetch: (url) => {
        if (url.endsWith('/assets/js/1.js')) controller.abort();
      },
    });
    const saving = saveVersion(apis, SUMMARY, { signal: controller.signal, concurrency: 1 });
    await expect(saving.catch((error: unknown) => isAbort(error))).resolves.toBe(true);
    expect(stores.has(savedCacheName('4'))).toBe(false);
  });

  it('keeps nothing and names the file when one fails', async () => {
    const { apis, stores } = fakeApis({ failing: '/search/v4/manifest.json' });
    await expect(saveVersion(apis, SUMMARY)).rejects.toThrow(
      '/search/v4/manifest.json answered 404',
    );
    expect(stores.has(savedCacheName('4'))).toBe(false);
    await expect(savedRecord(apis, '4')).resolves.toBeNull();
  });

  it('replaces an older copy, and a copy without its record is not a saved one', async () => {
    const { apis, stores } = fakeApis();
    const old = await apis.caches.open(savedCacheName('4'));
    await old.put(`${ORIGIN}/v4/old-page/`, new Response('old'));
    await expect(savedRecord(apis, '4')).resolves.toBeNull();
    await saveVersion(apis, SUMMARY);
    expect(stores.get(savedCacheName('4'))!.has(`${ORIGIN}/v4/old-page/`)).toBe(false);
    await expect(removeVersion(apis, '4')).resolves.toBe(true);
    expect(stores.has(savedCacheName('4'))).toBe(false);
  });
});

describe('roomFor', () => {
  it('asks for the size and a tenth more than what the browser still allows the site', () => {
    expect(roomFor({ quota: 1000, usage: 400 }, 500)).toEqual({ enough: true, available: 600 });
    expect(roomFor({ quota: 1000, usage: 500 }, 500)).toEqual({ enough: false, available: 500 });
    // an older copy of the same version is removed first
    expect(roomFor({ quota: 1000, usage: 500 }, 500, 300).enough).toBe(true);
  });

  it('gives a browser that does not say the try', () => {
    expect(roomFor(undefined, 5e9)).toEqual({ enough: true });
    expect(roomFor({ usage: 10 }, 5e9)).toEqual({ enough: true });
  });
});
