/**
 * Route path → the chunk names Docusaurus loads for it, built once from
 * `routesChunkNames.json` (keys are the route path plus `-` and a hash). Docusaurus's own
 * prefetch scans every key with a regular expression for every link that comes into view.
 */
export type RouteChunkNames = Record<string, unknown>;

/** Every chunk name in a route's entry (nested objects and lists), in order. */
export function flattenChunkNames(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(flattenChunkNames);
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(flattenChunkNames);
  return [];
}

export function indexRouteChunks(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    index.set(routePath, [...(index.get(routePath) ?? []), ...flattenChunkNames(entry)]);
  }
  return index;
}

export interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: RouteLike[];
}

/**
 * The routes rendered for a path, outermost first (react-router-config's matchRoutes):
 * at each level the first route that matches, then its children.
 */
export function matchRouteChain<R extends RouteLike>(
  routes: readonly R[],
  pathname: string,
  matches: (pathname: string, route: R) => boolean,
): R[] {
  const route = routes.find((candidate) => matches(pathname, candidate));
  if (!route) return [];
  return [route, ...(route.routes ? matchRouteChain(route.routes as R[], pathname, matches) : [])];
}

/**
 * Queues URLs once: a URL already queued (by an earlier link to a page sharing the chunk) is
 * dropped. `flush` hands over what is pending.
 */
export class PrefetchQueue {
  private readonly seen = new Set<string>();
  private pending: string[] = [];

  /** Adds the URLs not seen before; returns how many were new. */
  add(urls: Iterable<string>): number {
    let added = 0;
    for (const url of urls) {
      if (this.seen.has(url)) continue;
      this.seen.add(url);
      this.pending.push(url);
      added += 1;
    }
    return added;
  }

  flush(): string[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  get size(): number {
    return this.pending.length;
  }
}
