const path = require('path');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  cache: { type: 'memory' },
  module: {
    rules: [{ test: /\.js$/, use: path.resolve(__dirname, 'loaders/build-time-loader.js') }],
  },
  performance: {
    hints: 'warning',
    cacheEffectiveness: true,
  },
};
