module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: {
    filname: 'bundle.js',
  },
};
