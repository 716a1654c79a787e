import { useEffect, useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import routes from '@generated/routes';
import {
  cacheHashRedirect,
  collectRoutePaths,
  docsPagePaths,
  trailingSlashTarget,
} from '@site/src/lib/routeRules';

/**
 * Applies the client-side redirects of spec §2 on every navigation. Both use
 * `replace`, so the old URL does not stay in the history.
 */
export default function RouteRules(): null {
  const { pathname, search, hash } = useLocation();
  const history = useHistory();
  // Docs pages from the docs plugin's data (every version, on every page); the route table for
  // the rest: the docs pages' own routes arrive with their section (plugins/docusaurus-internals).
  const docsData = useAllDocsData();
  const known = useMemo(
    () => new Set([...collectRoutePaths(routes), ...docsPagePaths(Object.values(docsData))]),
    [docsData],
  );
  useEffect(() => {
    // A static host without redirects serves `/concepts` as-is (or its 404 page);
    // the router would show the page under the wrong URL, so move to the slash form.
    const slashTarget = trailingSlashTarget(pathname, (path) => known.has(path));
    if (slashTarget) {
      history.replace(`${slashTarget}${search}${hash}`);
      return;
    }
    const cacheTarget = cacheHashRedirect(pathname, hash);
    if (cacheTarget) history.replace(`${cacheTarget.pathname}${search}${cacheTarget.hash}`);
  }, [pathname, search, hash, history, known]);
  return null;
}
