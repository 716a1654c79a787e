const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Development in a virtual machine',
    }),
  ],
  devServer: {
    host: '0.0.0.0',
    port: 8080,
    allowedHosts: ['webpack-demo.test'],
    client: {
      webSocketURL: 'auto://0.0.0.0:0/ws',
    },
  },
  watchOptions: {
    poll: 1000,
    ignored: '**/node_modules',
  },
};
