// @ts-check
/**
 * Docusaurus names each route module's chunk by a hash of the module's path: 8 hex digits, about
 * 250 of them. Each name is written three times into what every page loads: as a key of the chunk
 * registry, as a value in the route table's chunk names, and as a key in the runtime's
 * name → chunk id table (`__webpack_require__.gca`, used by prefetching). Random digits do not
 * compress, so they cost about 2.5 kB gzip. In the browser bundle, both generated modules get
 * short names instead (`c0`, `c1`, …, in the order of the sorted registry keys), and the chunk
 * names handed to the bundler (`webpackChunkName`) follow, so the three stay in step. The server
 * bundle keeps Docusaurus's names; tools that read `.docusaurus/client-manifest.json` by route
 * chunk name map names with `shortChunkNameMap` (scripts/bench/lib/first-load.cjs does).
 * CommonJS: loaders are loaded by the bundler with require().
 */
const fs = require('node:fs');
const path = require('node:path');

/** A registry entry's key and, in its loader, the chunk name Docusaurus gave the import. */
const REGISTRY_ENTRY =
  /^(\s*)"([^"]+)"(:\s*\[\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*)"([^"]+)"/gm;

/**
 * Docusaurus's chunk name → its short name, for every entry of a registry module.
 * A letter first, so no short name reads as a chunk id.
 * @param {string} registrySource the generated `.docusaurus/registry.js`
 * @returns {Map<string, string>}
 */
function shortChunkNameMap(registrySource) {
  const names = [...registrySource.matchAll(REGISTRY_ENTRY)].map(
    (match) => /** @type {string} */ (match[2]),
  );
  if (names.length === 0)
    throw new Error(
      'docusaurus-internals: found no entries in the chunk registry; has its shape changed?',
    );
  return new Map([...new Set(names)].sort().map((name, index) => [name, `c${index.toString(36)}`]));
}

/**
 * @param {string} registrySource
 * @returns {string} the registry with each entry's key and chunk name shortened
 */
function shortenRegistry(registrySource) {
  const map = shortChunkNameMap(registrySource);
  return registrySource.replace(REGISTRY_ENTRY, (_all, indent, key, middle, chunkName) => {
    const short = map.get(key);
    if (key !== chunkName || short === undefined) {
      throw new Error(
        `docusaurus-internals: registry entry "${key}" loads chunk "${chunkName}"; expected the same name.`,
      );
    }
    return `${indent}"${short}"${middle}"${short}"`;
  });
}

/**
 * @param {unknown} entry a route's chunk names (nested objects and lists of names)
 * @param {Map<string, string>} map
 * @returns {unknown}
 */
function renameIn(entry, map) {
  if (typeof entry === 'string') {
    const short = map.get(entry);
    if (short === undefined)
      throw new Error(`docusaurus-internals: route chunk "${entry}" is not in the chunk registry.`);
    return short;
  }
  if (Array.isArray(entry)) return entry.map((item) => renameIn(item, map));
  if (entry && typeof entry === 'object') {
    return Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [key, renameIn(value, map)]),
    );
  }
  return entry;
}

/**
 * @param {Record<string, unknown>} routesChunkNames route key → the route's chunk names
 * @param {Map<string, string>} map from `shortChunkNameMap`
 * @returns {Record<string, unknown>} the same table with short names
 */
function shortenRouteChunkNames(routesChunkNames, map) {
  return /** @type {Record<string, unknown>} */ (renameIn(routesChunkNames, map));
}

/**
 * The registry module beside a generated module (both live in `.docusaurus/`).
 * @param {string} generatedFile
 */
const registryBeside = (generatedFile) => path.join(path.dirname(generatedFile), 'registry.js');

/**
 * Loader for `.docusaurus/registry.js`.
 * @param {string} source
 */
function registryLoader(source) {
  return shortenRegistry(source);
}

/**
 * Loader for `.docusaurus/routesChunkNames.json`: reads the registry beside it for the map.
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function routeChunkNamesLoader(source) {
  const registry = registryBeside(this.resourcePath);
  this.addDependency(registry);
  const map = shortChunkNameMap(fs.readFileSync(registry, 'utf8'));
  return JSON.stringify(shortenRouteChunkNames(JSON.parse(source), map));
}

module.exports = {
  shortChunkNameMap,
  shortenRegistry,
  shortenRouteChunkNames,
  registryBeside,
  registryLoader,
  routeChunkNamesLoader,
};
