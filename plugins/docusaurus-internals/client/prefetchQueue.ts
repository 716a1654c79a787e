/**
 * The one idle queue of link-prefetch work on a page. Two kinds of item share it, in order:
 * a linked route's prefetch (deferPrefetch.ts: route matching and chunk lookup) and each
 * `<link rel=prefetch>` that prefetch asks for (prefetchOnce.ts). Before, one item did both, and
 * the first route's item could take 25-35 ms on a desktop (a 100-140 ms task at Lighthouse's 4×
 * slowdown), most of it appending link elements while DevTools watched the network; split, each
 * slice holds a route's matching or an append, and the appends wait behind the matching.
 */
import { whenIdle } from '../../../src/lib/idle';
import { createIdleQueue } from './idleQueue';

/**
 * Slice length. A route's matching or one append takes 1–5 ms on a fast desktop, more when
 * DevTools watches the network, as Lighthouse does; so a slice is one or two of them: under a
 * long task (50 ms) even at 4× slowdown.
 */
const PREFETCH_SLICE_MS = 4;
/** At most this long (ms) before waiting prefetch work runs on a page that is never idle. */
const PREFETCH_TIMEOUT_MS = 3000;

/** Runs `task` in a later idle slice, after the prefetch work queued before it. */
export const enqueuePrefetchWork: (task: () => void) => void = createIdleQueue<() => void>(
  (task) => task(),
  {
    whenIdle: (callback) => whenIdle(callback, PREFETCH_TIMEOUT_MS),
    now: () => performance.now(),
    sliceMs: PREFETCH_SLICE_MS,
  },
);
