// Two pages, both written to the default filename index.html.
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  plugins: [
    new HtmlWebpackPlugin({ title: 'Home' }),
    new HtmlWebpackPlugin({ title: 'About' }),
  ],
};
