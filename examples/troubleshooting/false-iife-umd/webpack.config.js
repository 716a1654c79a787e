module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  output: {
    iife: false,
    library: { name: 'Greeter', type: 'umd' },
  },
};
