const path = require('node:path');
const webpack = require('webpack');

module.exports = (env) => {
  const production = Boolean(env.production);

  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.js',
    output: {
      filename: production ? '[name].[contenthash].js' : '[name].js',
      path: path.resolve(__dirname, 'dist'),
      clean: true,
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(env.apiUrl ?? 'http://localhost:3000'),
      }),
    ],
  };
};
