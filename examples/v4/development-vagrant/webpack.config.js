const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Development in a virtual machine',
    }),
  ],
  devServer: {
    host: '0.0.0.0',
    port: 8080,
    public: 'webpack-demo.test',
  },
  watchOptions: {
    poll: 1000,
    ignored: /node_modules/,
  },
};
