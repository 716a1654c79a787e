module.exports = {
  mode: 'production',
  entry: './src/index.js',
  dotenv: true,
};
