module.exports = {
  mode: 'production',
  entry: ['./src/strings.js', './src/legacy.js'],
  output: {
    library: { type: 'commonjs2', entryExports: 'all' },
  },
};
