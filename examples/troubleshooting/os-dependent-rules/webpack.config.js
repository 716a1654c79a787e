module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.txt$/, include: /\/src\//, type: 'asset/source' }],
  },
  performance: {
    osDependentRules: true,
  },
};
