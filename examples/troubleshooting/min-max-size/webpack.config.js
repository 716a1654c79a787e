module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    splitChunks: {
      chunks: 'all',
      minSize: 50000,
      maxSize: 20000,
    },
  },
};
