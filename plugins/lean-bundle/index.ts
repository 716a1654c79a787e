/**
 * What the browser bundle carries that no page needs:
 * - the docs map inside the docs version data every docs page loads, read only by DocCard (lib/docsMetadata.cjs);
 * - the list of every doc in the global data of every page, read only by navbar items this site
 *   does not use (lib/globalDocsList.cjs);
 * - the site config fields only the build reads: plugins, presets, head tags… (lib/siteConfigModule.cjs);
 * - all of tslib, required by @docusaurus/utils-common for a single helper (lib/tslibShim.ts);
 * - the module names in the chunk registry, used only by server rendering (lib/registryModuleNames.cjs);
 * - route chunk names of 8 random hex digits, written three times into every page's bundle: short
 *   ones instead, in the browser bundle (lib/shortChunkNames.cjs);
 * - the nprogress library, loaded when a navigation first needs the progress bar (lib/lazyNprogress.ts);
 * - a table of about 600 chunk names in the runtime: chunk files are named by id (CHUNK_FILENAME).
 * Each is checked by this plugin's tests and by the first-load budget gate.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The docs plugin's version data module (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<name>.json`). */
export const DOCS_VERSION_DATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
export const DOCS_METADATA_LOADER = path.join(__dirname, 'lib/docsMetadata.cjs');
/** Docusaurus's generated global data (every plugin's `setGlobalData`). */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;
export const GLOBAL_DOCS_LIST_LOADER = path.join(__dirname, 'lib/globalDocsList.cjs');
/** Docusaurus's generated site config module. */
export const SITE_CONFIG_MODULE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
export const SITE_CONFIG_LOADER = path.join(__dirname, 'lib/siteConfigModule.cjs');
/** A module inside @docusaurus/utils-common (the issuer whose tslib is replaced). */
export const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]/;
export const TSLIB_SHIM = path.join(__dirname, 'lib/tslibShim.ts');
/** Docusaurus's generated chunk registry. */
export const CHUNK_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const REGISTRY_LOADER = path.join(__dirname, 'lib/registryModuleNames.cjs');
export const REGISTRY_CHUNK_NAMES_LOADER = path.join(__dirname, 'lib/registryChunkNames.cjs');
/** Docusaurus's generated route → chunk names table. */
export const ROUTE_CHUNK_NAMES = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;
export const ROUTE_CHUNK_NAMES_LOADER = path.join(__dirname, 'lib/routeChunkNames.cjs');
/** theme-classic's progress bar client module (imports nprogress into the main bundle). */
export const THEME_CLASSIC_NPROGRESS = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;
export const LAZY_NPROGRESS = path.join(__dirname, 'lib/lazyNprogress.ts');

/**
 * Chunk files named by chunk id rather than by name: Docusaurus names every route chunk (a hash
 * of its module), so the runtime every page loads would carry a second id → name table for
 * about 600 chunks. Ids and content hashes stay; find a named chunk's file through
 * `.docusaurus/client-manifest.json` (`origins[name]`).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

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

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, { currentBundler }) {
      // Server and browser alike, so both render from the same data.
      const rules = [
        { test: DOCS_VERSION_DATA, use: [{ loader: DOCS_METADATA_LOADER }] },
        { test: GLOBAL_DATA, use: [{ loader: GLOBAL_DOCS_LIST_LOADER }] },
        { test: SITE_CONFIG_MODULE, use: [{ loader: SITE_CONFIG_LOADER }] },
      ];
      if (isServer) return { module: { rules } };
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        output: { chunkFilename: CHUNK_FILENAME },
        module: {
          rules: [
            ...rules,
            { test: CHUNK_REGISTRY, use: [{ loader: REGISTRY_LOADER }, { loader: REGISTRY_CHUNK_NAMES_LOADER }] },
            { test: ROUTE_CHUNK_NAMES, use: [{ loader: ROUTE_CHUNK_NAMES_LOADER }] },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, replaceUtilsCommonTslib),
          new NormalModuleReplacementPlugin(THEME_CLASSIC_NPROGRESS, LAZY_NPROGRESS),
        ],
      };
    },
  };
}
