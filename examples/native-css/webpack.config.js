const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Native CSS',
    }),
  ],
  module: {
    generator: {
      'css/auto': {
        exportsConvention: 'camel-case',
        localIdentName: '[local]_[hash]',
      },
    },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
