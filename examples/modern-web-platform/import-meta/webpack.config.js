const path = require('path');
const webpack = require('webpack');

module.exports = (env) => ({
  mode: 'production',
  target: env.node ? 'node' : 'web',
  entry: './src/index.js',
  plugins: [
    new webpack.DefinePlugin({
      'import.meta.env.API_URL': JSON.stringify('https://api.example.com'),
    }),
  ],
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
});
