// css-loader follows @import like an import; @import names a stylesheet that does not exist.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }],
  },
};
