const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  resolve: {
    alias: {
      '@components': path.resolve(__dirname, 'src/components'),
    },
  },
  externals: {
    jquery: 'jQuery',
  },
  module: {
    rules: [{ test: /\.scss$/, type: 'asset/source' }],
  },
  plugins: [
    new webpack.DefinePlugin({
      FEATURE_FLAG: JSON.stringify(true),
    }),
  ],
  performance: {
    unusedConfig: true,
  },
};
