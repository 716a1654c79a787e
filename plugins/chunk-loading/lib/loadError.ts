/**
 * Reading the errors a page's code can fail with (spec §8), so the loading
 * component can say the right thing and retry the right way.
 *
 * - script chunk: `ChunkLoadError`, 'Loading chunk {id} failed', with the event type and `request` address;
 * - stylesheet chunk: 'Loading CSS chunk {id} failed', code `CSS_CHUNK_LOAD_FAILED`;
 * - time-out (120 s): a chunk failure whose type is `timeout`;
 * - missing page module: 'Cannot find module', code `MODULE_NOT_FOUND`.
 */
/** Spec §8: what the content area says when a page's code fails to load. */
export const LOAD_ERROR_TEXT = 'Error loading content.';

/** Added offline, where the page would otherwise read as broken. */
export const OFFLINE_TEXT =
  'You are offline. Pages you have visited are available offline; this one will load when you are back online.';

export type LoadErrorKind = 'chunk' | 'css-chunk' | 'timeout' | 'missing-module' | 'other';

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
  request?: unknown;
}

const fields = (error: unknown): ErrorFields =>
  typeof error === 'object' && error !== null ? error : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function loadErrorKind(error: unknown): LoadErrorKind {
  const { name, message, code, type } = fields(error);
  if (code === 'MODULE_NOT_FOUND' || text(message).startsWith('Cannot find module'))
    return 'missing-module';
  if (type === 'timeout' || /\(timeout: /.test(text(message))) return 'timeout';
  if (code === 'CSS_CHUNK_LOAD_FAILED' || text(message).startsWith('Loading CSS chunk'))
    return 'css-chunk';
  if (name === 'ChunkLoadError' || /^Loading chunk \S+ failed/.test(text(message))) return 'chunk';
  return 'other';
}

/** A missing page module reads as not found; everything else as 'Error loading content.'. */
export function showsNotFound(error: unknown): boolean {
  return loadErrorKind(error) === 'missing-module';
}

/** The address of the chunk that failed, when the error carries one. */
export function failedChunkUrl(error: unknown): string | undefined {
  const { request } = fields(error);
  return typeof request === 'string' && request !== '' ? request : undefined;
}

/**
 * How to retry after asking the server for the failed chunk again: a chunk the
 * server no longer has (a new deployment renamed it) needs a full page load to
 * pick up the new page; anything else (network failure, time-out, a chunk that
 * is there again) retries in place without losing the page.
 */
export function retryAction(chunkStatus: number | undefined): 'reload' | 'retry' {
  return chunkStatus === 404 || chunkStatus === 410 ? 'reload' : 'retry';
}
