module.exports = {
  mode: 'development',
  entry: './src/index.js',
  target: ['web', 'es5'],
};
