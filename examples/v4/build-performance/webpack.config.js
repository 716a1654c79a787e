const path = require('path');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    pathinfo: false,
  },
  devtool: 'cheap-module-eval-source-map',
  resolve: {
    extensions: ['.js'],
  },
  module: {
    rules: [
      {
        test: /\.m?js$/,
        include: path.resolve(__dirname, 'src'),
        use: {
          loader: 'babel-loader',
          options: {
            presets: [['@babel/preset-env', { targets: 'defaults' }]],
            // babel-loader's own cache: webpack 4 keeps nothing on disk between runs.
            cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/babel-loader'),
          },
        },
      },
    ],
  },
};
