const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
  },
  module: {
    rules: [
      {
        test: /\.properties$/,
        use: {
          loader: path.resolve(__dirname, 'loaders/properties-loader.js'),
          options: { parseNumbers: true },
        },
      },
    ],
  },
};
