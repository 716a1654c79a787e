const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (env) => ({
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
        type: 'asset/resource',
      },
    ],
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    // `npx webpack --env publicPath=https://cdn.example.com/assets/` sets a fixed URL;
    // without it, webpack works the URL out in the browser ('auto').
    publicPath: env.publicPath || 'auto',
    clean: true,
  },
});
