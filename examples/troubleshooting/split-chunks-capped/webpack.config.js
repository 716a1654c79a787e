module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    minimize: false,
    splitChunks: { chunks: 'all', minSize: 0, maxAsyncRequests: 1 },
  },
  performance: {
    hints: 'warning',
    splitChunksCapped: true,
  },
};
