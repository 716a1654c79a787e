module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.png$/, type: 'asset/resource' }],
  },
  performance: {
    hints: 'warning',
    unusedAssets: true,
  },
};
