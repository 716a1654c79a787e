// babel-loader is installed, @babel/core (which it requires) is not.
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    rules: [{ test: /\.js$/, exclude: /node_modules/, use: 'babel-loader' }],
  },
};
