module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  experiments: { css: true },
  output: {
    publicPath: '/',
    cssChunkFilename: '[name].[contenthash].css',
  },
};
