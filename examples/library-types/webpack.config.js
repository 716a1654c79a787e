// Builds src/index.js as a library of the type given with --env type=<library type>,
// for the samples under output.library.type on docs/configuration/output.md.
const path = require('node:path');

/** Types that need ES module output. */
const ESM_TYPES = new Set(['module', 'modern-module']);
/** Types that take no name: they export through the module system alone. */
const UNNAMED_TYPES = new Set(['module', 'modern-module', 'commonjs2', 'commonjs-module', 'commonjs-static', 'amd-require']);

module.exports = (env = {}) => {
  const type = env.type ?? 'var';
  const esm = ESM_TYPES.has(type);
  return {
    mode: 'production',
    // A fixed target, so the output does not depend on the browserslist setup around the example.
    target: ['web', 'es2020'],
    entry: './src/index.js',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: esm ? 'my-lib.mjs' : 'my-lib.js',
      library: UNNAMED_TYPES.has(type) ? { type } : { type, name: 'myLib' },
      ...(esm ? { module: true } : {}),
      clean: true,
    },
    // Readable output: the wrapper is what the samples show.
    optimization: { minimize: false },
  };
};
