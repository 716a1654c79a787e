const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  context: path.resolve(__dirname, '..'),
  entry: './src/index.js',
  experiments: {
    css: true,
  },
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Native CSS',
    }),
  ],
  module: {
    rules: [
      {
        test: /\.css$/i,
        type: 'css/auto',
        use: [
          {
            loader: 'postcss-loader',
            options: {
              postcssOptions: { plugins: ['postcss-nesting'] },
            },
          },
        ],
      },
    ],
    generator: {
      'css/auto': {
        exportsConvention: 'camel-case',
      },
    },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
