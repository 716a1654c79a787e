const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [
    new webpack.ProvidePlugin({
      // A free `formatMoney` in any module becomes the formatMoney export of money.js.
      formatMoney: [path.resolve(__dirname, 'src/lib/money.js'), 'formatMoney'],
    }),
  ],
  module: {
    rules: [
      {
        test: path.resolve(__dirname, 'src/legacy/price-tag.js'),
        loader: 'exports-loader',
        options: {
          exports: 'priceTag',
        },
      },
      {
        test: path.resolve(__dirname, 'src/legacy/visit-counter.js'),
        loader: 'imports-loader',
        options: {
          wrapper: 'window',
        },
      },
      {
        test: path.resolve(__dirname, 'src/lib/money.js'),
        loader: 'expose-loader',
        options: {
          exposes: {
            globalName: 'formatMoney',
            moduleLocalName: 'formatMoney',
          },
        },
      },
    ],
  },
};
