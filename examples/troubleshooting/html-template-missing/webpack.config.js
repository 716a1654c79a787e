// The template path is relative to the project folder (the context), not to src/.
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
};
