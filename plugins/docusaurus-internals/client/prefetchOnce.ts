/**
 * Stands in, in the browser bundle, for core's `client/prefetch.js`: the helper that core's
 * `window.docusaurus.prefetch` calls once for each chunk file of each route a link leads to.
 * Core's appends a `<link rel=prefetch>` on every call, so the docs layout's chunks are appended
 * again for every link in view (783 elements on a desktop docs page, 62 on a phone's), and each
 * append starts a request that the browser then finds in its cache. This one asks for each file
 * once and skips files already loaded as scripts, and appends each link in an idle slice of its
 * own (prefetch.ts). The canary test fails, naming the file, if core's helper or its call
 * changes.
 */
import { enqueuePrefetchWork } from './prefetch';

/**
 * Core's helper's signature: prefetches `url` once, by `request` (which settles when the file is
 * fetched or failed); the same promise for every later call.
 */
export function createPrefetchOnce(
  request: (url: string) => Promise<void>,
): (url: string) => Promise<void> {
  const requested = new Map<string, Promise<void>>();
  return (url: string) => {
    let done = requested.get(url);
    if (!done) {
      // A failed prefetch is only a missed head start: the page loads its chunks when it opens.
      done = request(url).catch(() => undefined);
      requested.set(url, done);
    }
    return done;
  };
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

/** Browsers without `<link rel=prefetch>` (Safari) get a plain low-priority fetch, as with core's helper. */
function fetchPrefetch(url: string): Promise<void> {
  return fetch(url, { credentials: 'include', priority: 'low' } as RequestInit).then(
    () => undefined,
  );
}

/** `request`, started from a later task of `enqueue`'s; settles as the request does. */
export function queued(
  enqueue: (task: () => void) => void,
  request: (url: string) => Promise<void>,
): (url: string) => Promise<void> {
  return (url) =>
    new Promise((resolve, reject) => enqueue(() => void request(url).then(resolve, reject)));
}

/**
 * Loaded, or loading, as a script: a chunk's `<script>` is in the document while it loads, and the
 * chunk loader removes it once it has run, which leaves its Resource Timing entry.
 */
export const loadedAsScript = (url: string) =>
  document.querySelector(`script[src="${url.replace(/["\\]/g, '\\$&')}"]`) !== null ||
  performance
    .getEntriesByName(new URL(url, location.href).href)
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');

/** Asked when the file's slice comes, so a file the page has loaded by then is not fetched again. */
const browserRequest = queued(enqueuePrefetchWork, (url) =>
  loadedAsScript(url)
    ? Promise.resolve()
    : (document.createElement('link').relList?.supports?.('prefetch')
        ? linkPrefetch
        : fetchPrefetch)(url),
);

export default createPrefetchOnce(browserRequest);
