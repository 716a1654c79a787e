module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  experiments: { outputModule: true },
  output: {
    module: true,
    library: { type: 'module' },
  },
  externalsType: 'module',
  externals: {
    'ui-kit': ['ui-kit', 'buttons'],
  },
};
