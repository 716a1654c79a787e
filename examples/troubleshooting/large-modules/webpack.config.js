module.exports = {
  mode: 'production',
  entry: './src/index.js',
  performance: {
    hints: 'warning',
    maxAssetSize: 10000,
    largeModules: true,
  },
};
