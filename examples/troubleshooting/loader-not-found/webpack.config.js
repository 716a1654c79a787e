module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.css$/, use: ['style-loaderr', 'css-loader'] }],
  },
};
