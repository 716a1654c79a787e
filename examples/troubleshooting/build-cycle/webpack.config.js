const path = require('path');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /theme\.js$/, use: path.resolve(__dirname, 'loaders/theme-loader.js') }],
  },
};
