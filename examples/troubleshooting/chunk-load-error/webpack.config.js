module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    publicPath: '/',
    chunkFilename: '[name].[contenthash].js',
  },
};
