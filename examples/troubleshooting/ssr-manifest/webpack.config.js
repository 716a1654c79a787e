const webpack = require('webpack');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new webpack.SSRManifestPlugin()],
};
