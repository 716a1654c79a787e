const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  context: path.resolve(__dirname, '..'),
  entry: './src/index.js',
  devtool: false,
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Native CSS',
    }),
  ],
  module: {
    parser: {
      'css/auto': {
        exportType: 'style',
      },
    },
    generator: {
      'css/auto': {
        exportsConvention: 'camel-case',
      },
    },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
