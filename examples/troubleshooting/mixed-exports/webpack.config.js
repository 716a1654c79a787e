module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    library: { type: 'commonjs2' },
  },
  performance: {
    hints: 'warning',
    mixedExports: true,
  },
};
