const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  module: {
    rules: [
      {
        oneOf: [
          {
            resourceQuery: /raw/,
            type: 'asset/source',
          },
          {
            resourceQuery: /bytes/,
            type: 'asset/bytes',
          },
          {
            test: /\.png$/i,
            type: 'asset',
            parser: {
              dataUrlCondition: {
                maxSize: 4 * 1024,
              },
            },
          },
          {
            test: /\.svg$/i,
            type: 'asset/inline',
          },
          {
            test: /\.txt$/i,
            type: 'asset/source',
          },
          {
            test: /\.csv$/i,
            type: 'asset/resource',
            generator: {
              filename: 'downloads/[name][ext]',
            },
          },
        ],
      },
    ],
  },
};
