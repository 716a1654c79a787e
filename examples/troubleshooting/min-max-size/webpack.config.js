module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    minimize: false,
    splitChunks: {
      chunks: 'all',
      minSize: 50000,
      maxSize: 20000,
    },
  },
};
