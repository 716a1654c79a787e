module.exports = {
  mode: 'production',
  entry: './src/index.js',
  performance: {
    conflictingResourceHints: true,
  },
};
