// @ts-check
/**
 * Loader: the docs pages' routes out of the main bundle (see lazyRoutes.cjs). Its `table` option
 * names the generated module it rewrites: `routes` (routes.js), `registry` or `chunkNames`.
 */
const { registryLoader, routeChunkNamesLoader, routesLoader } = require('./lazyRoutes.cjs');

const LOADERS = {
  routes: routesLoader,
  registry: registryLoader,
  chunkNames: routeChunkNamesLoader,
};

/**
 * @this {{ getOptions(): { table: keyof typeof LOADERS }, resourcePath: string, resourceQuery: string, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function lazyRoutesLoader(source) {
  const loader = LOADERS[this.getOptions().table];
  if (!loader)
    throw new Error(
      `docusaurus-internals: lazyRoutesLoader has no table "${this.getOptions().table}".`,
    );
  return loader.call(this, source);
};
