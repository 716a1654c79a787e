const path = require('path');

module.exports = {
  mode: 'production',
  entry: {
    index: './src/index.js',
    checkout: './src/checkout.js',
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(__dirname, 'dist'),
  },
  optimization: {
    splitChunks: {
      chunks: 'all',
      // Only for this tiny example: split even though the shared code is far below the default size.
      minSize: 0,
    },
  },
};
