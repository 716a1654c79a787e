/**
 * Link prefetching in idle slices, each chunk once. Docusaurus's `Link` prefetches the page behind
 * every internal link as it scrolls into view (`window.docusaurus.prefetch`), and core's helper
 * (`client/prefetch.js`) appends a `<link rel=prefetch>` for each chunk of that page, again for
 * every link. On a docs page just hydrated on a phone, that is one long task and dozens of appends.
 * This module is both halves of the fix:
 * - a client module (index.ts registers it): `onRouteDidUpdate` replaces `window.docusaurus`
 *   (frozen by core) with a copy whose `prefetch` runs in idle slices; `preload` (hover, touch,
 *   navigation) stays Docusaurus's and runs at once;
 * - core's helper, swapped for `prefetchOnce` in the browser bundle (through prefetchHelper.ts):
 *   each file is asked for once, not at all when it has loaded as a script, in an idle slice.
 */
import { whenIdle, type IdleDeadlineLike } from '../../../src/lib/idle';

/** Slice length: one or two route matches or appends (1–5 ms each), under a long task at 4× CPU. */
const SLICE_MS = 4;
/** At most this long (ms) before waiting prefetch work runs on a page that is never idle. */
const TIMEOUT_MS = 3000;

const queue: (() => void)[] = [];
let scheduled = false;

/** Runs queued tasks, in order, until the slice or the idle period is used up (at least one). */
function runSlice(deadline?: IdleDeadlineLike): void {
  scheduled = false;
  const end = performance.now() + Math.min(SLICE_MS, deadline?.timeRemaining() ?? SLICE_MS);
  do {
    try {
      queue.shift()?.();
    } catch (error) {
      // One failed task must not stop the others, nor escape into an idle callback.
      console.warn('A prefetch task failed.', error);
    }
  } while (queue.length > 0 && performance.now() < end);
  schedule();
}

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  whenIdle(runSlice, TIMEOUT_MS);
}

/** Runs `task` in a later idle slice, after the prefetch work queued before it. */
export function enqueuePrefetchWork(task: () => void): void {
  queue.push(task);
  schedule();
}

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

const deferred = new WeakSet<object>();

/** Replaces `window.docusaurus` with a copy whose prefetch waits for idle time; once. */
export function deferDocusaurusPrefetch(
  target: { docusaurus?: DocusaurusGlobal } = window as never,
): void {
  const original = target.docusaurus;
  if (!original || deferred.has(original)) return;
  const copy = Object.freeze({
    ...original,
    prefetch: (routePath: string) => {
      enqueuePrefetchWork(() => original.prefetch(routePath));
      return true;
    },
  });
  deferred.add(copy);
  target.docusaurus = copy;
}

/**
 * The client module's lifecycle. The first call is in the hydration's commit, before any link's
 * IntersectionObserver reports; core's client entry has set window.docusaurus by then.
 */
export function onRouteDidUpdate(): void {
  deferDocusaurusPrefetch();
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

function request(url: string): Promise<void> {
  if (loadedAsScript(url)) return Promise.resolve();
  // Browsers without `<link rel=prefetch>` (Safari) get a low-priority fetch, as with core's helper.
  if (!document.createElement('link').relList?.supports?.('prefetch'))
    return fetch(url, { credentials: 'include', priority: 'low' } as RequestInit).then(() => {});
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

const requested = new Map<string, Promise<void>>();

/** Core's helper: prefetches `url` once, in an idle slice; the same promise for every later call. */
export function prefetchOnce(url: string): Promise<void> {
  let done = requested.get(url);
  if (!done) {
    done = new Promise<void>(
      (resolve, reject) => enqueuePrefetchWork(() => void request(url).then(resolve, reject)),
      // A failed prefetch is only a missed head start: the page loads its chunks when it opens.
    ).catch(() => undefined);
    requested.set(url, done);
  }
  return done;
}
