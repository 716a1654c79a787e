module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    minimize: false,
    moduleIds: 'hashed',
  },
};
