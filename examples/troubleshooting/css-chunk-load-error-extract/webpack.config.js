const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  output: {
    publicPath: '/',
  },
  module: {
    rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
  },
  plugins: [new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash].css' })],
};
