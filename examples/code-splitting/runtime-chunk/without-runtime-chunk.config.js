// The same build without runtimeChunk: each entry bundle gets its own webpack runtime.
const config = require('./webpack.config.js');

module.exports = {
  ...config,
  optimization: { splitChunks: config.optimization.splitChunks },
};
