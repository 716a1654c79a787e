const path = require('path');

module.exports = {
  mode: 'development',
  devtool: false,
  entry: {
    context: './src/context.js',
    expression: './src/expression.js',
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
  },
};
