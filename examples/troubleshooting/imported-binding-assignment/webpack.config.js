module.exports = {
  mode: 'development',
  entry: './src/index.js',
};
