module.exports = {
  mode: 'production',
  entry: ['./src/strings.js', './src/numbers.js'],
  output: {
    library: { type: 'commonjs2', entryExports: 'all' },
  },
};
