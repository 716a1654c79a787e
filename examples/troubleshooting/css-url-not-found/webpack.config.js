// css-loader turns url() into an import; the image file does not exist.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }],
  },
};
