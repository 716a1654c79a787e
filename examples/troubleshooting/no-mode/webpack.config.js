module.exports = {
  entry: './src/index.js',
};
