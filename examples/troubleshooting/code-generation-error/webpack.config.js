module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [
      {
        test: /\.svg$/,
        type: 'asset/inline',
        generator: {
          dataUrl: () => {
            throw new Error('SVG encoder: the file is not valid XML');
          },
        },
      },
    ],
  },
};
