// No rule matches .svg, so webpack parses the image as JavaScript.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
};
