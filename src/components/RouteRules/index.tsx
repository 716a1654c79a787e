import { useEffect } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import routes from '@generated/routes';
import { cacheHashRedirect, collectRoutePaths, trailingSlashTarget } from '@site/src/lib/routeRules';

let knownRoutes: Set<string> | undefined;
const isKnownRoute = (path: string) => (knownRoutes ??= collectRoutePaths(routes)).has(path);

/**
 * Applies the client-side redirects of spec §2 on every navigation. Both use
 * `replace`, so the old URL does not stay in the history.
 */
export default function RouteRules(): null {
  const { pathname, search, hash } = useLocation();
  const history = useHistory();
  useEffect(() => {
    // A static host without redirects serves `/concepts` as-is (or its 404 page);
    // the router would show the page under the wrong URL, so move to the slash form.
    const slashTarget = trailingSlashTarget(pathname, isKnownRoute);
    if (slashTarget) {
      history.replace(`${slashTarget}${search}${hash}`);
      return;
    }
    const cacheTarget = cacheHashRedirect(pathname, hash);
    if (cacheTarget) history.replace(`${cacheTarget.pathname}${search}${cacheTarget.hash}`);
  }, [pathname, search, hash, history]);
  return null;
}
