const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'button-class.js',
    library: {
      name: 'ButtonClass',
      type: 'umd',
    },
    globalObject: 'this',
  },
  externals: {
    clsx: {
      commonjs: 'clsx',
      commonjs2: 'clsx',
      amd: 'clsx',
      root: 'clsx',
    },
  },
};
