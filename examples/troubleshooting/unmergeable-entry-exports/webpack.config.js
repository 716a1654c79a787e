module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: ['./src/strings.js', './src/legacy.js'],
  output: {
    library: { type: 'commonjs2', entryExports: 'all' },
  },
};
