// webpack-dev-server 5 has no `https` option: it moved to `server`.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  devServer: {
    https: true,
    host: '127.0.0.1',
    port: 'auto',
  },
};
