/**
 * The site's client-side route rules (spec §2), as pure functions so they can
 * be unit tested without a router.
 */

export interface Target {
  pathname: string;
  hash: string;
}

/**
 * Cache options used to live on /configuration/other-options/; old links such as
 * `/configuration/other-options/#cachetype` now point at the cache page.
 */
export function cacheHashRedirect(pathname: string, hash: string): Target | null {
  if (pathname !== '/configuration/other-options/' || !hash.startsWith('#cache')) return null;
  return { pathname: '/configuration/cache/', hash };
}

/**
 * On a static host without redirects, `/concepts` reaches the not-found page.
 * When the slash form is a known route, the client replaces the URL with it.
 */
export function trailingSlashTarget(
  pathname: string,
  isKnownRoute: (path: string) => boolean,
): string | null {
  if (pathname.endsWith('/')) return null;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A path with a file extension (`/sw.js`, `/llms.txt`) is a file, not a page.
  if (/\.[a-z0-9]+$/i.test(lastSegment)) return null;
  const candidate = `${pathname}/`;
  return isKnownRoute(candidate) ? candidate : null;
}

export interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: RouteLike[];
}

/** Every concrete page path in a Docusaurus route tree (leaves and exact routes, not the catch-all). */
export function collectRoutePaths(routes: readonly RouteLike[]): Set<string> {
  const paths = new Set<string>();
  const visit = (route: RouteLike) => {
    const own = Array.isArray(route.path) ? route.path : route.path ? [route.path] : [];
    if (route.exact || !route.routes?.length) {
      own.filter((p) => p !== '*' && !p.includes(':')).forEach((p) => paths.add(p));
    }
    route.routes?.forEach(visit);
  };
  routes.forEach(visit);
  return paths;
}

/** The docs plugin's data as its client API hands it over (only the fields read here). */
export interface DocsDataLike {
  versions: readonly { docs: readonly { path: string }[] }[];
}

/** Every docs page of every version, in its trailing-slash form (the site's URLs end in a slash). */
export function docsPagePaths(plugins: readonly DocsDataLike[]): Set<string> {
  return new Set(
    plugins.flatMap((plugin) =>
      plugin.versions.flatMap((version) =>
        version.docs.map((doc) => (doc.path.endsWith('/') ? doc.path : `${doc.path}/`)),
      ),
    ),
  );
}
