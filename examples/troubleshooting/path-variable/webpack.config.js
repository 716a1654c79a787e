const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: { vendor: './src/index.js' },
  output: {
    library: { name: '[name]_lib', type: 'var' },
  },
  plugins: [
    new webpack.DllPlugin({
      name: '[name]_lib',
      path: path.join(__dirname, 'dist/[name].[contenthash].manifest.json'),
    }),
  ],
};
