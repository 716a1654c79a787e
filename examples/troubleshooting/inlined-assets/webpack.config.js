module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.svg$/, type: 'asset/inline' }],
  },
  performance: {
    hints: 'warning',
    inlinedAssets: true,
  },
};
