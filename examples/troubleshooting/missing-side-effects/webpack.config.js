module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  performance: {
    hints: 'warning',
    missingSideEffects: true,
  },
};
