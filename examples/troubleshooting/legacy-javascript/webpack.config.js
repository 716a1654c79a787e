module.exports = {
  mode: 'production',
  entry: './src/index.js',
  target: ['web', 'es2020'],
  performance: {
    hints: 'warning',
    legacyJavascript: true,
  },
};
