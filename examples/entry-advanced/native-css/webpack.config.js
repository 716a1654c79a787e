const path = require('path');

module.exports = {
  mode: 'production',
  entry: {
    home: ['./src/home.js', './src/home.css'],
    account: ['./src/account.js', './src/account.css'],
    print: './src/print.css',
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  // No rule for .css files: webpack's built-in CSS support handles them.
};
