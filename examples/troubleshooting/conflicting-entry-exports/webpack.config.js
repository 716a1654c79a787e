module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: ['./src/strings.js', './src/numbers.js'],
  output: {
    library: { type: 'commonjs2', entryExports: 'all' },
  },
};
