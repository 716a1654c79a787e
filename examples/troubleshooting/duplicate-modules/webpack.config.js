module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    splitChunks: false,
  },
  performance: {
    hints: 'warning',
    duplicateModules: true,
  },
};
