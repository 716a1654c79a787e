const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'development',
  target: 'node',
  entry: ['webpack/hot/poll?1000', './src/server.js'],
  plugins: [new webpack.HotModuleReplacementPlugin()],
  output: {
    filename: 'server.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
