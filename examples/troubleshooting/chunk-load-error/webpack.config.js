module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  output: {
    publicPath: '/',
    chunkFilename: '[name].[contenthash].js',
  },
};
