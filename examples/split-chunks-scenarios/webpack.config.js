// One configuration per scenario on docs/plugins/split-chunks-plugin.md.
// Build one with: npx webpack --env scenario=lazy-default
const path = require('node:path');
const webpack = require('webpack');

const scenarios = {
  // 1. The defaults: lazy chunks that share a large module.
  'lazy-default': { entry: { main: './src/lazy/index.js' } },
  // 2. The defaults again, with lazy chunks that share only a small module.
  'small-default': { entry: { main: './src/small/index.js' } },
  // 3. The same input with a lower minSize.
  'small-min-size': {
    entry: { main: './src/small/index.js' },
    optimization: { splitChunks: { minSize: 100 } },
  },
  // 4. Two entry points: chunks 'all' lets the plugin split initial chunks too.
  'initial-all': {
    entry: { home: './src/pages/home.js', admin: './src/pages/admin.js' },
    optimization: { splitChunks: { chunks: 'all' } },
  },
  // 5. A named cache group collects the chart modules into one chunk.
  'named-group': {
    entry: { home: './src/pages/home.js', admin: './src/pages/admin.js' },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          charts: { test: /[\\/]charts[\\/]/, name: 'charts', minSize: 0 },
        },
      },
    },
  },
  // 6. The plugin applied by hand, without request limits: its fallbacks refuse every split.
  'by-hand-no-limits': {
    entry: { home: './src/pages/home.js', admin: './src/pages/admin.js' },
    optimization: { splitChunks: false },
    plugins: [
      new webpack.optimize.SplitChunksPlugin({
        cacheGroups: { shared: { minChunks: 2 } },
      }),
    ],
  },
};

module.exports = (env = {}) => {
  const scenario = scenarios[env.scenario ?? 'lazy-default'];
  if (!scenario) throw new Error(`Unknown scenario "${env.scenario}"; use one of ${Object.keys(scenarios).join(', ')}`);
  return {
    mode: 'production',
    ...scenario,
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    optimization: {
      // Readable chunk names (from the module paths) instead of numbers, so the lists are easy to follow.
      chunkIds: 'named',
      // Keep each module visible in the stats instead of merged into its importer.
      concatenateModules: false,
      minimize: false,
      ...scenario.optimization,
    },
  };
};
