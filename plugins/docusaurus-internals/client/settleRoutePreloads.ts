/**
 * Client module of the chunk-loading feature (plugins/chunk-loading registers it). It wraps the
 * `preload` of every route component in `@generated/routes` (react-loadable components made by
 * core's ComponentCreator), which core's client entry and PendingNavigation call before showing
 * a route: no public API lets a site see a failed preload, and without this a failed chunk means
 * a first load that never hydrates or a navigation that reloads the page. The canary test fails,
 * naming the file, if core stops calling `component.preload` or changes what it does on failure.
 */
import routes from '@generated/routes';
import { settleRoutePreloads, warnFailedPreload, type PreloadableRoute } from './settlePreloads';

// Client modules run before Docusaurus's first preload, so this covers the first load as well
// (the pages of a docs section are settled as their chunk arrives: lazyDocsRoutes.tsx).
settleRoutePreloads(routes as unknown as PreloadableRoute[], warnFailedPreload);
