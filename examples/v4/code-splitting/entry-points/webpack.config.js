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
};
