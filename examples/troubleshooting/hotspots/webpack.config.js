const path = require('path');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.js$/, use: path.resolve(__dirname, 'loaders/slow-loader.js') }],
  },
  performance: {
    hints: 'warning',
    hotspots: true,
  },
};
