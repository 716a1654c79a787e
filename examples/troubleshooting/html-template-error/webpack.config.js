// The template reads `title`, but templates see options under htmlWebpackPlugin.options.
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html', title: 'Shop' })],
};
