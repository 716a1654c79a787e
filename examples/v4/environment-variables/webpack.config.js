const path = require('path');
const webpack = require('webpack');
const { CleanWebpackPlugin } = require('clean-webpack-plugin');

// webpack-cli 3 passes `undefined` when there is no --env flag, hence the default.
module.exports = (env = {}) => {
  const production = Boolean(env.production);

  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.js',
    output: {
      filename: production ? '[name].[contenthash].js' : '[name].js',
      path: path.resolve(__dirname, 'dist'),
    },
    plugins: [
      new CleanWebpackPlugin(),
      new webpack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(env.apiUrl || 'http://localhost:3000'),
      }),
    ],
  };
};
