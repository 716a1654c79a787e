// A CommonJS config that requires an ES module.
const { entry } = require('./tools/paths.mjs');

module.exports = {
  mode: 'production',
  entry,
};
