const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'button-class.js',
    library: 'ButtonClass',
    libraryTarget: 'umd',
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
