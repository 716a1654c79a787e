module.exports = {
  mode: 'production',
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
