module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    iife: false,
    library: { name: 'Greeter', type: 'umd' },
  },
};
