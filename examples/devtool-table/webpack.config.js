// Builds the example with the devtool given as --env devtool=<value> ("false" for none).
const path = require('node:path');

module.exports = (env = {}) => {
  const devtool = env.devtool === undefined || env.devtool === 'false' ? false : env.devtool;
  return {
    mode: 'development',
    target: ['web', 'es2020'],
    devtool,
    entry: './src/index.js',
    output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', clean: true },
    module: {
      // Only greet.js goes through the loader; index.js keeps webpack's own mapping.
      rules: [{ test: /greet\.js$/, use: path.resolve(__dirname, 'banner-loader.js') }],
    },
    cache: { type: 'memory' },
  };
};
