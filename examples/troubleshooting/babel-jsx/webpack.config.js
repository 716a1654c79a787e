// babel-loader with only @babel/preset-env: Babel parses the file but has no JSX plugin.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [
      {
        test: /\.jsx?$/,
        exclude: /node_modules/,
        use: { loader: 'babel-loader', options: { presets: ['@babel/preset-env'] } },
      },
    ],
  },
  resolve: { extensions: ['.js', '.jsx'] },
};
