/**
 * The site's only reach into Docusaurus internals (no semver promise), fenced in this folder.
 * Everything else uses plugin lifecycle APIs, documented `configureWebpack` options, theme paths
 * and swizzle wrapping; tests/gates/internals.test.ts fails if internals show up elsewhere.
 * Each touch point here is worth its risk, and __tests__/canary.test.ts fails, naming the
 * Docusaurus file, when an upgrade changes what it relies on:
 *
 * | file | relies on | worth |
 * | --- | --- | --- |
 * | client/noPrismClientModule.ts (+ `withoutThemeClassicPrism`) | theme-classic's client module `lib/prism-include-languages.js` | Prism (28 kB gzip) out of every page's first load |
 * | client/themeCommon.ts | `useCodeBlockContext`, `useNavbarMobileSidebar` from theme-common/internal | server-highlighted code blocks without Prism; mobile sidebar gestures |
 * | client/routeContext.ts | core's `RouteContextProvider` | a failed top-level route shows its error inside the chrome |
 * | client/loadedDocToc.ts | the generated registry and `__webpack_require__` | the current page's anchors in the sidebar, in the server HTML, no layout shift |
 * | client/preloadRoute.ts | `window.docusaurus.preload` | the app shell's page code kept for offline use |
 * | client/settleRoutePreloads.ts (+ settlePreloads.ts; registered by plugins/chunk-loading) | `component.preload` of the `@generated/routes` objects, called by core's client entry and PendingNavigation | a failed or timed-out chunk shows 'Error loading content.' and a retry instead of a page that never hydrates or reloads itself (spec §8) |
 * | client/deferPrefetch.ts (+ prefetchQueue.ts, idleQueue.ts; registered by plugins/chunk-loading) | `window.docusaurus.prefetch`, which core's `Link` calls from its IntersectionObserver; core freezes the object, so it is replaced | the prefetches of the links in view run in idle slices of 4 ms instead of one task right after hydration (about 60 ms on a desktop, 250 ms at Lighthouse's 4× slowdown, on a docs page); a route's matching and each of its link appends are separate items of the one queue |
 * | client/prefetchOnce.ts (`CORE_PREFETCH_HELPER` replaced) | core's `client/prefetch.js`, called once per chunk file of each linked route | each chunk file prefetched once, none already loaded: `<link rel=prefetch>` elements on a phone's docs page 62 → 8 |
 * | docsVersionData.cjs | the docs plugin's version data module (`.docusaurus/…/p/*.json`): empties the `docs` map, read only by DocCard | 12.8 kB gzip on every docs page |
 * | registryModuleNames.cjs, shortChunkNames.cjs | the generated `registry.js` and `routesChunkNames.json` (browser bundle only) | 5.2 kB gzip on every page |
 * | tslibShim.ts | `@docusaurus/utils-common` calling one tslib helper | 4 kB gzip on every page |
 * | lazyRoutes.cjs (+ lazyRoutesLoader.cjs, client/lazyDocsRoutes.tsx) | the generated `routes.js`, `registry.js` and `routesChunkNames.json` (browser bundle only), core calling `component.preload` after the history moved | the routes of the docs pages out of the main bundle, one chunk per section: a v5 docs page's first load 176.2 → 169.2 kB gzip, and → 163.8 kB once the printable sections stopped naming every page's chunk (their registry entries then move too) |
 * | theme/ (ejects.ts) | theme-classic components ejected where its swizzle list calls the eject unsafe; the canary hashes each one's source | listed in ejects.ts, one by one: the spec's not-found page, page footer and keyboard dropdowns; code blocks without Prism; a phone that does not re-render the doc layout while hydrating (main.js blocking 369 → 212 ms on the longest configuration page) |
 *
 * Together these keep a docs page's first load within the 165 kB budget (163.8 kB measured).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** theme-classic's client module that imports Prism into the main bundle. */
export const THEME_CLASSIC_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const NO_PRISM_CLIENT_MODULE = path.join(__dirname, 'client/noPrismClientModule.ts');

/**
 * A bundler plugin for the browser bundle that swaps theme-classic's Prism client module for an
 * empty one: languages are registered when the code-highlight feature loads Prism on demand.
 */
export function withoutThemeClassicPrism<P>(
  NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => P,
): P {
  return new NormalModuleReplacementPlugin(THEME_CLASSIC_PRISM_MODULE, NO_PRISM_CLIENT_MODULE);
}

/** Core's chunk prefetch helper, and the one that stands in for it in the browser bundle. */
export const CORE_PREFETCH_HELPER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
export const PREFETCH_ONCE = path.join(__dirname, 'client/prefetchOnce.ts');

/** The docs plugin's version data module (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<name>.json`). */
export const DOCS_VERSION_DATA =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
/** Docusaurus's generated chunk registry and route → chunk names table. */
export const CHUNK_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const ROUTE_CHUNK_NAMES = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;
/** Docusaurus's generated route table. */
export const ROUTE_TABLE = /[\\/]\.docusaurus[\\/]routes\.js$/;
/** A module inside @docusaurus/utils-common (the issuer whose tslib is replaced). */
export const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]/;

const here = (file: string) => path.join(__dirname, file);
export const TSLIB_SHIM = here('tslibShim.ts');
/** The client module that settles route preloads (plugins/chunk-loading's failed-chunk screen). */
export const SETTLE_ROUTE_PRELOADS = here('client/settleRoutePreloads');
/** The client module that runs Link's viewport prefetches in idle slices (registered by plugins/chunk-loading). */
export const DEFER_PREFETCH = here('client/deferPrefetch');

/** The docs pages' routes out of the main bundle, one chunk per section (lazyRoutes.cjs). */
const lazyRoutes = (table: 'routes' | 'registry' | 'chunkNames') => ({
  loader: here('lazyRoutesLoader.cjs'),
  options: { table },
});

interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}

/** Points `tslib` at the shim when utils-common asks for it; leaves every other importer alone. */
export function replaceUtilsCommonTslib(resolveData: ResolveData): void {
  if (resolveData.request === 'tslib' && UTILS_COMMON.test(resolveData.contextInfo.issuer)) {
    resolveData.request = TSLIB_SHIM;
  }
}

export default function docusaurusInternalsPlugin(): Plugin {
  return {
    name: 'docusaurus-internals',
    getClientModules() {
      // A failed or timed-out chunk reaches src/theme/Loading ('Error loading content.'), and
      // Link's viewport prefetches run in idle slices instead of one long task after hydration.
      return [SETTLE_ROUTE_PRELOADS, DEFER_PREFETCH];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      // Server and browser alike, so both render from the same data.
      const docsData = { test: DOCS_VERSION_DATA, use: [{ loader: here('docsVersionData.cjs') }] };
      if (isServer) return { module: { rules: [docsData] } };
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        module: {
          rules: [
            docsData,
            // loaders run last to first: short names, then the docs pages' entries out, then no module names
            {
              test: CHUNK_REGISTRY,
              use: [
                { loader: here('registryModuleNames.cjs') },
                lazyRoutes('registry'),
                { loader: here('registryChunkNames.cjs') },
              ],
            },
            {
              test: ROUTE_CHUNK_NAMES,
              use: [lazyRoutes('chunkNames'), { loader: here('routeChunkNames.cjs') }],
            },
            { test: ROUTE_TABLE, use: [lazyRoutes('routes')] },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, replaceUtilsCommonTslib),
          new NormalModuleReplacementPlugin(CORE_PREFETCH_HELPER, PREFETCH_ONCE),
        ],
      };
    },
  };
}
