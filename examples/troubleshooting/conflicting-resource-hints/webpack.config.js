module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  performance: {
    conflictingResourceHints: true,
  },
};
