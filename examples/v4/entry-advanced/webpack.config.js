const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = {
  mode: 'production',
  entry: {
    // Each page gets one JavaScript file and one stylesheet.
    home: ['./src/home.js', './src/home.css'],
    account: ['./src/account.js', './src/account.css'],
    // A stylesheet on its own is an entry too.
    print: './src/print.css',
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: [MiniCssExtractPlugin.loader, 'css-loader'],
      },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({
      filename: '[name].css',
    }),
    new HtmlWebpackPlugin({
      title: 'Home',
      filename: 'index.html',
      chunks: ['home'],
    }),
    new HtmlWebpackPlugin({
      title: 'Account',
      filename: 'account.html',
      chunks: ['account'],
    }),
  ],
};
