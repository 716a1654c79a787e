// The mistake the guide warns about: a loader rule for .css without experiments.css: true and type: 'css/auto'.
const path = require('path');

module.exports = {
  mode: 'production',
  context: path.resolve(__dirname, '..'),
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.css$/i, use: ['postcss-loader'] }],
  },
};
