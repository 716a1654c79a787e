const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: {
    index: {
      import: './src/index.js',
      dependOn: 'shared',
    },
    checkout: {
      import: './src/checkout.js',
      dependOn: 'shared',
    },
    shared: './src/shared.js',
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
