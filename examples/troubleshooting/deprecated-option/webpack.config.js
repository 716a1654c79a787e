module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    moduleIds: 'hashed',
  },
};
