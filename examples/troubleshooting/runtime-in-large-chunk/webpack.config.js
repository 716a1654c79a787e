module.exports = {
  mode: 'production',
  entry: './src/index.js',
  performance: {
    hints: 'warning',
    maxAssetSize: 1000,
    maxEntrypointSize: 1000,
  },
};
