const path = require('path');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.md$/, use: path.resolve(__dirname, 'loaders/markdown-loader.js') }],
  },
};
