module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  dotenv: true,
};
