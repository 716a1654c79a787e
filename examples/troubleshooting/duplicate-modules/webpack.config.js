module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    minimize: false,
    splitChunks: false,
  },
  performance: {
    hints: 'warning',
    duplicateModules: true,
  },
};
