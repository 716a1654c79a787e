const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// `npx webpack --env.publicPath=https://cdn.example.com/assets/` sets another URL.
module.exports = (env = {}) => ({
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Public Path',
    }),
  ],
  module: {
    rules: [
      {
        test: /\.svg$/i,
        use: 'file-loader',
      },
    ],
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    publicPath: env.publicPath || '/',
  },
});
