// @ts-check
/** Loader: short chunk names in `.docusaurus/registry.js` (see shortChunkNames.cjs). */
module.exports = require('./shortChunkNames.cjs').registryLoader;
