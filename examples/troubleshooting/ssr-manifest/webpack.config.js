const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [new webpack.SSRManifestPlugin()],
};
