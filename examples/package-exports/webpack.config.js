const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  resolve: {
    // Look in ./packages before node_modules, so the example can carry
    // its own package without installing it.
    modules: [path.resolve(__dirname, 'packages'), 'node_modules'],
  },
};
