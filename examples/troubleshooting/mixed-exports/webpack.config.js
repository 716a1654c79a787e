module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  output: {
    library: { type: 'commonjs2' },
  },
  performance: {
    hints: 'warning',
    mixedExports: true,
  },
};
