/**
 * Every `webpack.config.js` code block of the webpack 4 docs
 * (`versioned_docs/version-4/`) that is not marked `partial` must be a
 * configuration webpack 4.47.0 accepts: the block runs with `require`
 * resolving from `tooling/webpack4` (so `require('webpack')` is webpack 4 and
 * `require('html-webpack-plugin')` the version of its era), and webpack 4's
 * `validate` (plus webpack-dev-server 3.11.3's schema for `devServer`) checks
 * what it exports.
 */
import { describeConfigExamples, runExamples } from '../../helpers/config-examples';

describeConfigExamples(4, 50);

// The runner must check with webpack 4, not webpack 5, or the checks above prove nothing.
describe('example runner, version 4', () => {
  test('accepts webpack 4 configurations and rejects webpack 5-only ones', () => {
    const outcome = runExamples(
      [
        {
          id: 'v4-ok',
          format: 'cjs',
          code: "module.exports = { output: { jsonpFunction: 'x', futureEmitAssets: true }, node: { process: false } };",
        },
        {
          id: 'v4-plugin',
          format: 'cjs',
          code: "const webpack = require('webpack');\nif (!webpack.version.startsWith('4.')) throw new Error('not webpack 4');\nmodule.exports = { plugins: [new webpack.HashedModuleIdsPlugin()] };",
        },
        { id: 'v5-only', format: 'cjs', code: 'module.exports = { output: { clean: true } };' },
        {
          id: 'v5-experiments',
          format: 'cjs',
          code: 'module.exports = { experiments: { topLevelAwait: true } };',
        },
        {
          id: 'ds4-ok',
          format: 'cjs',
          code: "module.exports = { devServer: { contentBase: '/tmp', inline: true } };",
        },
        {
          id: 'ds5-only',
          format: 'cjs',
          code: "module.exports = { devServer: { static: '/tmp' } };",
        },
      ],
      4,
    );
    expect([...outcome].filter(([, r]) => r.ok).map(([id]) => id)).toEqual([
      'v4-ok',
      'v4-plugin',
      'ds4-ok',
    ]);
  }, 120_000);
});
