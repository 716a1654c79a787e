const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const outputPath = path.resolve(__dirname, 'dist');

module.exports = [
  {
    name: 'page',
    mode: 'production',
    entry: './src/index.js',
    output: {
      filename: 'main.js',
      path: outputPath,
    },
    plugins: [
      new HtmlWebpackPlugin({
        title: 'Web Workers',
      }),
    ],
  },
  {
    name: 'worker',
    mode: 'production',
    target: 'webworker',
    entry: {
      'primes-worker': './src/primes.worker.js',
    },
    output: {
      filename: '[name].js',
      path: outputPath,
    },
  },
];
