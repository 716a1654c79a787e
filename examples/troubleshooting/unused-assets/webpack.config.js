module.exports = {
  mode: 'production',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.png$/, type: 'asset/resource' }],
  },
  performance: {
    hints: 'warning',
    unusedAssets: true,
  },
};
