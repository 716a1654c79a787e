module.exports = {
  mode: 'development',
  entry: './src/index.js',
  target: 'web',
  node: {
    global: 'warn',
    __dirname: 'warn-mock',
  },
};
