// A CommonJS config that requires an ES module using top-level await.
const { mode } = require('./tools/settings.mjs');

module.exports = {
  mode,
  entry: './src/index.js',
};
