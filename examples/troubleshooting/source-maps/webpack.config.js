const path = require('path');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  devtool: 'inline-source-map',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.js$/, use: path.resolve(__dirname, 'loaders/banner-loader.js') }],
  },
  performance: {
    hints: 'warning',
    sourceMaps: true,
  },
};
