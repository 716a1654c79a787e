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

/** Core's chunk prefetch helper, and what stands in for it in the browser bundle. */
export const CORE_PREFETCH_HELPER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
export const PREFETCH_HELPER = path.join(__dirname, 'client/prefetchHelper.ts');

/** The docs plugin's version data module (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<name>.json`). */
export const DOCS_VERSION_DATA =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
/** Docusaurus's generated route modules: chunk registry, route → chunk names table, route table. */
export const ROUTE_MODULES =
  /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json|routes\.js)$/;
/** A module inside @docusaurus/utils-common (the issuer whose tslib is replaced). */
export const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]/;

const here = (file: string) => path.join(__dirname, file);
export const TSLIB_SHIM = here('tslibShim.ts');
/** The client module that settles route preloads (src/theme/Loading's failed-chunk screen). */
export const SETTLE_ROUTE_PRELOADS = here('client/settleRoutePreloads.ts');
/** Link's prefetches in idle slices, each chunk once: a client module and core's prefetch helper. */
export const PREFETCH = here('client/prefetch.ts');

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
      return [SETTLE_ROUTE_PRELOADS, PREFETCH];
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
            // short chunk names, no module names, the docs pages in one chunk per section
            { test: ROUTE_MODULES, use: [{ loader: here('routeModules.cjs') }] },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, replaceUtilsCommonTslib),
          new NormalModuleReplacementPlugin(CORE_PREFETCH_HELPER, PREFETCH_HELPER),
        ],
      };
    },
  };
}
