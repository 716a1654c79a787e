/**
 * Docusaurus prefetches the chunks of every page a visible link points to, as soon as the link
 * scrolls into view: for each link it scans the whole route table and adds one <link
 * rel=prefetch> per chunk, shared chunks again and again. On a docs page that is a burst of
 * main-thread work right after hydration, when the reader starts to use the page.
 * This client module swaps in an equivalent prefetch: the route table is indexed once, each
 * chunk URL is queued once, and the links are added in one batch when the browser is idle.
 * Hover preloading (`window.docusaurus.preload`) is unchanged.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchPath } from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { indexRouteChunks, matchRouteChain, PrefetchQueue, type RouteLike } from './lib/routeChunks';

declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined };

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

const queue = new PrefetchQueue();
const requestedRoutes = new Set<string>();
let index: Map<string, string[]> | null = null;
let flushScheduled = false;

/** Data saver or a 2G connection: prefetch nothing (as Docusaurus does). */
function constrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

function flush(): void {
  flushScheduled = false;
  const fragment = document.createDocumentFragment();
  for (const url of queue.flush()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    fragment.append(link);
  }
  document.head.append(fragment);
}

function scheduleFlush(): void {
  if (flushScheduled || queue.size === 0) return;
  flushScheduled = true;
  if ('requestIdleCallback' in window) window.requestIdleCallback(flush, { timeout: 3000 });
  else setTimeout(flush, 200);
}

export function prefetch(routePath: string): boolean {
  if (constrainedConnection() || requestedRoutes.has(routePath)) return false;
  requestedRoutes.add(routePath);
  index ??= indexRouteChunks(routesChunkNames);
  const chain = matchRouteChain(routes as RouteLike[], routePath, (pathname, route) => matchPath(pathname, route as never) !== null);
  const urls = chain
    .flatMap((route) => index!.get(String(route.path)) ?? [])
    .map((chunkName) => __webpack_require__.gca?.(chunkName))
    // A chunk merged into an already loaded one has no asset of its own ("undefined" in its URL).
    .filter((url): url is string => typeof url === 'string' && !url.includes('undefined'));
  queue.add(urls);
  scheduleFlush();
  return true;
}

const clientModule: ClientModule = {
  // Runs in a layout effect after the first render, before links start observing the viewport.
  onRouteDidUpdate() {
    const win = window as unknown as { docusaurus?: DocusaurusGlobal };
    if (!ExecutionEnvironment.canUseDOM || !win.docusaurus || win.docusaurus.prefetch === prefetch) return;
    win.docusaurus = Object.freeze({ ...win.docusaurus, prefetch });
  },
};

export default clientModule;
