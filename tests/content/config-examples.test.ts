/**
 * Every `webpack.config.js` (`.mjs`, `.cjs`) code block on the site that is not
 * marked `partial` must be a configuration webpack accepts: the block is
 * evaluated as a module, and webpack's own `validate` runs on what it exports.
 *
 * The blocks run in a separate Node.js process (one for all blocks), so
 * ES modules load natively, `require` is Node's own resolving from the repo
 * root, and `instanceof RegExp` checks in webpack's schema see the same realm
 * as the configuration objects.
 */
import {
  describeConfigExamples,
  detectFormat,
  runExamples,
  type ConfigExample,
} from '../helpers/config-examples';

describeConfigExamples(5, 0);

// The runner must reject what webpack rejects, or the checks above prove nothing.
describe('example runner', () => {
  test('accepts valid CommonJS, ESM, function and array configurations and rejects invalid ones', () => {
    const cases: ConfigExample[] = [
      {
        id: 'cjs-ok',
        format: 'cjs',
        code: "const path = require('path');\nmodule.exports = { mode: 'production', output: { path: path.resolve(__dirname, 'dist') } };",
      },
      {
        id: 'esm-ok',
        format: 'esm',
        code: "import webpack from 'webpack';\nexport default { plugins: [new webpack.DefinePlugin({ X: '1' })] };",
      },
      {
        id: 'fn-ok',
        format: 'cjs',
        code: 'module.exports = (env, argv) => ({ mode: argv.mode });',
      },
      { id: 'array-ok', format: 'cjs', code: "module.exports = [{ name: 'a' }, { name: 'b' }];" },
      { id: 'cjs-bad', format: 'cjs', code: "module.exports = { output: { fileName: 'x.js' } };" },
      { id: 'esm-bad', format: 'esm', code: "export default { mode: 'fast' };" },
      {
        id: 'fn-bad',
        format: 'cjs',
        code: "module.exports = (env, argv) => ({ mode: argv.mode === 'production' ? 'prod' : 'development' });",
      },
      { id: 'array-bad', format: 'cjs', code: "module.exports = [{ name: 'a' }, { entry: 42 }];" },
      {
        id: 'devserver-bad',
        format: 'cjs',
        code: 'module.exports = { devServer: { portt: 8080 } };',
      },
      { id: 'throws', format: 'cjs', code: "require('a-package-that-does-not-exist');" },
    ];
    const outcome = runExamples(cases);
    const okIds = cases.map((c) => c.id).filter((id) => outcome.get(id)?.ok);
    expect(okIds).toEqual(['cjs-ok', 'esm-ok', 'fn-ok', 'array-ok']);
    expect(outcome.get('fn-ok')?.validated).toBe(2);
    expect(outcome.get('array-ok')?.validated).toBe(2);
  }, 120_000);

  test('ESM detection', () => {
    expect(
      detectFormat('webpack.config.js', "import path from 'node:path';\nexport default {};"),
    ).toBe('esm');
    expect(
      detectFormat('webpack.config.js', "const x = await import('y');\nmodule.exports = {};"),
    ).toBe('cjs');
    expect(detectFormat('webpack.config.mjs', 'export default {};')).toBe('esm');
    expect(detectFormat('webpack.config.cjs', 'module.exports = {};')).toBe('cjs');
  });
});
