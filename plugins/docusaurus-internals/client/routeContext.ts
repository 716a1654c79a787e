/**
 * Docusaurus gives every route's component a route context, and theme-classic's `Layout` needs
 * one (`PluginHtmlClassNameProvider`, the title formatter). The loading component of a top-level
 * route renders outside any route, so a failed first load of, say, the docs root could not show
 * the error inside the site's chrome (navbar, footer: the reader's way back). Core exports the
 * provider from no public path; the canary test fails, naming the file, if it moves.
 */
export { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';

/** The context Docusaurus gives its own not-found route. */
export const NATIVE_ROUTE_CONTEXT = { plugin: { name: 'native', id: 'default' } } as const;
