module.exports = {
  mode: 'production',
  entry: './src/index.js',
  experiments: { css: true },
  output: {
    publicPath: '/',
    cssChunkFilename: '[name].[contenthash].css',
  },
};
