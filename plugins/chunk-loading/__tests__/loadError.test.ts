import { describe, expect, it } from '@jest/globals';
import { failedChunkUrl, loadErrorKind, retryAction, showsNotFound } from '../lib/loadError';

// The shapes webpack's and Rspack's runtimes throw (spec §8).
function chunkLoadError(type: string, request = '/assets/js/4130.e8eb5e15.js') {
  return Object.assign(new Error(`Loading chunk 4130 failed.\n(${type}: ${request})`), {
    name: 'ChunkLoadError',
    type,
    request,
  });
}
const cssChunkError = Object.assign(
  new Error('Loading CSS chunk 77 failed.\n(/assets/css/77.css)'),
  {
    code: 'CSS_CHUNK_LOAD_FAILED',
    type: 'error',
    request: '/assets/css/77.css',
  },
);
const missingModule = Object.assign(new Error("Cannot find module './does-not-exist'"), {
  code: 'MODULE_NOT_FOUND',
});

describe('loadErrorKind', () => {
  it('recognises a failed script chunk', () => {
    expect(loadErrorKind(chunkLoadError('error'))).toBe('chunk');
    expect(loadErrorKind(chunkLoadError('missing'))).toBe('chunk');
    expect(loadErrorKind(new Error('Loading chunk 12 failed.'))).toBe('chunk');
  });

  it('recognises a chunk that passed the time-out', () => {
    expect(loadErrorKind(chunkLoadError('timeout'))).toBe('timeout');
  });

  it('recognises a failed stylesheet chunk by its code or message', () => {
    expect(loadErrorKind(cssChunkError)).toBe('css-chunk');
    expect(loadErrorKind(new Error('Loading CSS chunk 9 failed.'))).toBe('css-chunk');
  });

  it('recognises a missing page module by its code or message', () => {
    expect(loadErrorKind(missingModule)).toBe('missing-module');
    expect(loadErrorKind(new Error("Cannot find module '9932'"))).toBe('missing-module');
  });

  it('calls anything else, including non-errors, other', () => {
    expect(loadErrorKind(new TypeError('x is undefined'))).toBe('other');
    expect(loadErrorKind('boom')).toBe('other');
    expect(loadErrorKind(undefined)).toBe('other');
    expect(loadErrorKind(null)).toBe('other');
  });
});

describe('showsNotFound', () => {
  it('is true only for a missing page module', () => {
    expect(showsNotFound(missingModule)).toBe(true);
    expect(showsNotFound(chunkLoadError('error'))).toBe(false);
    expect(showsNotFound(cssChunkError)).toBe(false);
    expect(showsNotFound(chunkLoadError('timeout'))).toBe(false);
  });
});

describe('failedChunkUrl', () => {
  it('reads the request address of a chunk error', () => {
    expect(failedChunkUrl(chunkLoadError('error', '/assets/js/1.js'))).toBe('/assets/js/1.js');
    expect(failedChunkUrl(cssChunkError)).toBe('/assets/css/77.css');
  });

  it('is undefined when there is none', () => {
    expect(failedChunkUrl(missingModule)).toBeUndefined();
    expect(failedChunkUrl(Object.assign(new Error('x'), { request: '' }))).toBeUndefined();
    expect(failedChunkUrl('nope')).toBeUndefined();
  });
});

describe('retryAction', () => {
  it('reloads the page when the server no longer has the chunk (a new deployment)', () => {
    expect(retryAction(404)).toBe('reload');
    expect(retryAction(410)).toBe('reload');
  });

  it('retries in place otherwise', () => {
    expect(retryAction(200)).toBe('retry');
    expect(retryAction(503)).toBe('retry');
    expect(retryAction(undefined)).toBe('retry');
  });
});
