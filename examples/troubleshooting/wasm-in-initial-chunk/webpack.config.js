module.exports = {
  mode: 'production',
  entry: './src/index.js',
  experiments: { syncWebAssembly: true },
};
