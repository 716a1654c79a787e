const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'button-class.mjs',
    module: true,
    library: {
      type: 'module',
    },
  },
  externals: {
    clsx: 'clsx',
  },
};
