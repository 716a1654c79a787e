module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    copy: ['public'],
  },
};
