/**
 * The site's only reach into Docusaurus internals (no semver promise), fenced in this folder; the
 * table of touch points, what each relies on and what it is worth, is in README.md.
 * __tests__/canary.test.ts fails, naming the Docusaurus file, when an upgrade changes one;
 * tests/gates/internals.test.ts fails if internals show up elsewhere.
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
/** The client module that settles route preloads (src/theme/Loading's failed-chunk screen). */
export const SETTLE_ROUTE_PRELOADS = here('client/settleRoutePreloads');
/** The client module that runs Link's viewport prefetches in idle slices. */
export const IDLE_PREFETCH = here('client/prefetch');

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
      return [SETTLE_ROUTE_PRELOADS, IDLE_PREFETCH];
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
