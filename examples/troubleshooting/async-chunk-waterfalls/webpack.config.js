module.exports = {
  mode: 'production',
  entry: './src/index.js',
  performance: {
    hints: 'warning',
    asyncChunkWaterfalls: true,
  },
};
