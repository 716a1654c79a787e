// webpack 4.47.0 with copy-webpack-plugin 6.4.1: `cacheTransform` hashes each
// copied file with Node's own md4, which OpenSSL 3 (Node 17 and later) refuses.
const CopyPlugin = require('copy-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new CopyPlugin({
      patterns: [
        {
          from: 'src/notes.txt',
          transform: (content) => content.toString().toUpperCase(),
          cacheTransform: true,
        },
      ],
    }),
  ],
};
