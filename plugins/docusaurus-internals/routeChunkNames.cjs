// @ts-check
/** Loader: short chunk names in `.docusaurus/routesChunkNames.json` (see shortChunkNames.cjs). */
module.exports = require('./shortChunkNames.cjs').routeChunkNamesLoader;
