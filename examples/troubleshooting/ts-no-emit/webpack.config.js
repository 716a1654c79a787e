// tsconfig.json sets noEmit, so TypeScript hands ts-loader no JavaScript.
module.exports = {
  mode: 'development',
  entry: './src/index.ts',
  module: {
    rules: [{ test: /\.ts$/, use: 'ts-loader', exclude: /node_modules/ }],
  },
  resolve: { extensions: ['.ts', '.js'] },
};
