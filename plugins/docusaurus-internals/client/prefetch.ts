/**
 * Link prefetching in idle slices. Docusaurus's `Link` prefetches the page behind every internal
 * link as it scrolls into view, by calling `window.docusaurus.prefetch(path)` from an
 * IntersectionObserver callback. Right after a phone hydrates a page, every link in view calls it
 * in the same task: route matching, chunk lookup and one `<link rel=prefetch>` per chunk, about
 * 60 ms on a fast desktop (a 250 ms long task at Lighthouse's 4× CPU slowdown) on a docs page.
 *
 * This client module replaces `window.docusaurus` (core freezes it) with a copy whose `prefetch`
 * queues the route; the queue runs while the browser is idle, a few milliseconds at a time. Two
 * kinds of item share it, in order: a route's prefetch (matching and chunk lookup) and each
 * `<link rel=prefetch>` it asks for (prefetchOnce.ts), so each slice holds one or the other.
 * `preload` (hover, touch, navigation) is Docusaurus's own and runs at once. The canary fails,
 * naming this file, if core stops setting `window.docusaurus` or Link stops calling through it.
 */
import type { ClientModule } from '@docusaurus/types';
import { whenIdle, type IdleDeadlineLike } from '../../../src/lib/idle';

export interface IdleQueueOptions {
  /** Runs a callback once the browser is idle (`requestIdleCallback`, or a time-out without it). */
  whenIdle: (callback: (deadline?: IdleDeadlineLike) => void) => void;
  /** The clock, in milliseconds. */
  now: () => number;
  /**
   * Most time one slice may take, in ms. A slice stops starting items after this; an item that
   * has started runs to its end. At least one item runs per slice.
   */
  sliceMs: number;
}

/** Returns `enqueue`: `run(item)` is called for each item, in order, in idle slices. */
export function createIdleQueue<T>(
  run: (item: T) => void,
  { whenIdle, now, sliceMs }: IdleQueueOptions,
): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;

  const drain = (deadline?: IdleDeadlineLike) => {
    scheduled = false;
    const budget = Math.min(sliceMs, deadline ? Math.max(deadline.timeRemaining(), 0) : sliceMs);
    const end = now() + budget;
    do {
      const item = queue.shift() as T;
      try {
        run(item);
      } catch (error) {
        // One failed item must not stop the others, nor escape into an idle callback.
        console.warn('An idle task failed.', error);
      }
    } while (queue.length > 0 && now() < end);
    schedule();
  };

  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    whenIdle(drain);
  };

  return (item: T) => {
    queue.push(item);
    schedule();
  };
}

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

const clientModule: ClientModule = {
  // The first call is in the hydration's commit (a layout effect), before any link's
  // IntersectionObserver reports; core's client entry has set window.docusaurus by then.
  onRouteDidUpdate() {
    deferDocusaurusPrefetch();
  },
};
export default clientModule;
