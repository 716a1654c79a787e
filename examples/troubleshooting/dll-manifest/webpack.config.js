const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [
    new webpack.DllReferencePlugin({
      manifest: path.resolve(__dirname, 'vendor-manifest.json'),
    }),
  ],
};
