/**
 * Saving a docs version for offline reading, in the reader's page (the save control): downloads
 * the build's list of the version's files (lib/lists.ts) into the version's own cache
 * (savedCacheName), which the worker answers from offline. The downloads carry SAVE_HEADER, so the
 * worker passes them to the network and keeps no second copy in its runtime caches. A copy is
 * complete once its record (SAVED_RECORD) is written, last; a cancelled or failed save deletes
 * what it had written. The browser APIs are handed in, so tests run it against fakes.
 */
import { OFFLINE_INDEX, SAVE_HEADER, SAVED_RECORD, savedCacheName } from './policy.js';
import type { OfflineIndex, VersionList, VersionSummary } from './lists';

export interface SaveApis {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  caches: Pick<CacheStorage, 'open' | 'delete' | 'has'>;
  /** The site's origin: 'https://webpack.js.org'. */
  origin: string;
}

/** What a complete saved copy records about itself. */
export interface SavedRecord {
  format: 1;
  version: string;
  /** The build of the list it was saved from (VersionSummary.build). */
  build: string;
  bytes: number;
  files: number;
  /** ISO date. */
  savedAt: string;
}

/** Downloads in flight at once: enough to fill a connection, few enough to leave it usable. */
export const SAVE_CONCURRENCY = 6;

const saveRequest = (signal?: AbortSignal): RequestInit => ({
  headers: { [SAVE_HEADER]: '1' },
  signal,
});

async function json(apis: SaveApis, path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await apis.fetch(`${apis.origin}${path}`, saveRequest(signal));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The build's offline index: each version's size. */
export async function loadIndex(apis: SaveApis): Promise<OfflineIndex> {
  const index = (await json(apis, OFFLINE_INDEX)) as OfflineIndex;
  if (index?.format !== 1 || !Array.isArray(index.versions))
    throw new Error(`${OFFLINE_INDEX} is not in a format this page understands`);
  return index;
}

/** The record of a complete saved copy of `version`, or null when there is none. */
export async function savedRecord(apis: SaveApis, version: string): Promise<SavedRecord | null> {
  const name = savedCacheName(version);
  if (!(await apis.caches.has(name))) return null;
  const response = await (await apis.caches.open(name)).match(`${apis.origin}${SAVED_RECORD}`);
  if (!response) return null;
  const record = (await response.json()) as SavedRecord;
  return record?.format === 1 && record.version === version ? record : null;
}

export interface Room {
  enough: boolean;
  /** Bytes the browser still allows this site, when it says. */
  available?: number;
}

/**
 * Whether `bytes` fit in what the browser allows this site (`navigator.storage.estimate()`), with
 * a tenth to spare for the cache's own bookkeeping. A browser that does not say is given the try.
 * @param replacing bytes of an older copy of the same version, freed before the download
 */
export function roomFor(
  estimate: { quota?: number; usage?: number } | undefined,
  bytes: number,
  replacing = 0,
): Room {
  if (estimate?.quota === undefined || estimate.usage === undefined) return { enough: true };
  const available = Math.max(0, estimate.quota - estimate.usage + replacing);
  return { enough: bytes * 1.1 <= available, available };
}

export interface SaveOptions {
  signal?: AbortSignal;
  /** Called after each file with the bytes saved so far and the total. */
  onProgress?: (done: number, total: number) => void;
  concurrency?: number;
  now?: () => Date;
}

/**
 * Saves every file of a version (replacing an older copy), and resolves with its record.
 * @throws the download's error (an AbortError when cancelled, a QuotaExceededError when the
 *   storage is full, a failed file named); nothing of the attempt is kept
 */
export async function saveVersion(
  apis: SaveApis,
  summary: VersionSummary,
  { signal, onProgress, concurrency = SAVE_CONCURRENCY, now = () => new Date() }: SaveOptions = {},
): Promise<SavedRecord> {
  const name = savedCacheName(summary.version);
  const list = (await json(apis, summary.list, signal)) as VersionList;
  if (list?.format !== 1 || list.version !== summary.version || !Array.isArray(list.files))
    throw new Error(`${summary.list} is not the list of webpack ${summary.version}'s files`);
  const total = list.files.reduce((sum, [, bytes]) => sum + bytes, 0);
  await apis.caches.delete(name);
  // Stops every download at once: on the reader's cancel, or when one file fails.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort);
  try {
    const cache = await apis.caches.open(name);
    let next = 0;
    let done = 0;
    onProgress?.(0, total);
    const worker = async () => {
      while (next < list.files.length) {
        const [path, bytes] = list.files[next++]!;
        stop.signal.throwIfAborted();
        const response = await apis.fetch(`${apis.origin}${path}`, saveRequest(stop.signal));
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await cache.put(`${apis.origin}${path}`, response);
        done += bytes;
        onProgress?.(done, total);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, concurrency) }, () =>
        worker().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
    signal?.throwIfAborted();
    const record: SavedRecord = {
      format: 1,
      version: summary.version,
      build: list.build,
      bytes: total,
      files: list.files.length,
      savedAt: now().toISOString(),
    };
    await cache.put(
      `${apis.origin}${SAVED_RECORD}`,
      new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
    );
    return record;
  } catch (error) {
    await apis.caches.delete(name);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Removes a saved copy; resolves with whether there was one. */
export function removeVersion(apis: SaveApis, version: string): Promise<boolean> {
  return apis.caches.delete(savedCacheName(version));
}

/** Whether an error is the storage being full. */
export const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** Whether an error is the reader cancelling. */
export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';
