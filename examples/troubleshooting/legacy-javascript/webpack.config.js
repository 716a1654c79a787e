module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  target: ['web', 'es2020'],
  performance: {
    hints: 'warning',
    legacyJavascript: true,
  },
};
