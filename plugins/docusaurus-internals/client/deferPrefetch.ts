/**
 * Client module of the chunk-loading feature (plugins/chunk-loading registers it). Docusaurus's
 * `Link` prefetches the page behind every internal link as it scrolls into view, by calling
 * `window.docusaurus.prefetch(path)` from an IntersectionObserver callback. Right after a phone
 * hydrates a page, every link in view calls it in the same task: route matching, chunk lookup
 * and one `<link rel=prefetch>` per chunk, about 60 ms on a fast desktop (a 250 ms long task at
 * Lighthouse's 4× CPU slowdown) on a docs page. No public API changes when prefetching happens,
 * and core freezes `window.docusaurus`, so this replaces it with a copy whose `prefetch` queues
 * the path and prefetches in idle slices of a few milliseconds (prefetchQueue.ts). `preload` (hover,
 * touch, navigation) is Docusaurus's own and runs at once. The canary test fails, naming the file,
 * if core stops setting `window.docusaurus` or Link stops calling `prefetch` through it.
 */
import type { ClientModule } from '@docusaurus/types';
import { enqueuePrefetchWork } from './prefetchQueue';

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
