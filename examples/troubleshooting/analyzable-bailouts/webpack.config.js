module.exports = {
  mode: 'development',
  devtool: 'eval',
  entry: './src/index.js',
  experiments: { outputModule: true },
  output: {
    module: true,
    library: { type: 'module' },
  },
  performance: {
    hints: 'warning',
    analyzableBailouts: true,
  },
};
