const path = require('path');

module.exports = {
  mode: 'production',
  entry: {
    index: './src/index.js',
    footer: './src/footer.js',
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(__dirname, 'dist'),
  },
};
