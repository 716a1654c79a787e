/**
 * The hints webpack 5 appends to a validation message (`lib/config/validateSchema.js`'s
 * `postFormatter`): "Did you mean …?" for options that moved, the removed ones, the `debug` and
 * loader-options advice for an unknown top-level property, and the two notes on `output.filename`
 * and `devtool`. That function is not exported by webpack (and its module loads schema-utils'
 * ajv, which the browser cannot run under the site's Content-Security-Policy), so its rules are
 * restated here; tests/content/config-check.test.ts compares every fixture's whole message with
 * the one webpack's `validate` throws, so a change in a webpack upgrade fails that test.
 * Pure.
 */
import type { NestedError } from './errors';

const BREAKING = ' (BREAKING CHANGE since webpack 5)';
const ECMA =
  'output.environment (output.ecmaVersion was a temporary configuration option during webpack 5 beta)';

function polyfillHint(name: 'Buffer' | 'process', provide: string): string {
  return (
    `to use the ProvidePlugin to process the ${name} variable to modules as polyfill\n` +
    'BREAKING CHANGE: webpack 5 no longer provided Node.js polyfills by default.\n' +
    `Note: if you are using 'node.${name}: false', you can just remove that as this is the default behavior now.\n` +
    'To provide a polyfill to modules use:\n' +
    `new ProvidePlugin({ ${provide} }) and npm install buffer.`
  );
}

/** An unknown property's successor, as webpack 5 names it. */
export const DID_YOU_MEAN: Readonly<Record<string, string>> = {
  rules: 'module.rules',
  loaders: 'module.rules or module.rules.*.use',
  query: `module.rules.*.options${BREAKING}`,
  noParse: 'module.noParse',
  filename: 'output.filename or module.rules.*.generator.filename',
  file: 'output.filename',
  chunkFilename: 'output.chunkFilename',
  chunkfilename: 'output.chunkFilename',
  ecmaVersion: ECMA,
  ecmaversion: ECMA,
  ecma: ECMA,
  path: 'output.path',
  pathinfo: 'output.pathinfo',
  pathInfo: 'output.pathinfo',
  jsonpFunction: `output.chunkLoadingGlobal${BREAKING}`,
  chunkCallbackName: `output.chunkLoadingGlobal${BREAKING}`,
  jsonpScriptType: `output.scriptType${BREAKING}`,
  hotUpdateFunction: `output.hotUpdateGlobal${BREAKING}`,
  splitChunks: 'optimization.splitChunks',
  immutablePaths: 'snapshot.immutablePaths',
  managedPaths: 'snapshot.managedPaths',
  maxModules: `stats.modulesSpace${BREAKING}`,
  hashedModuleIds: `optimization.moduleIds: "hashed"${BREAKING}`,
  namedChunks: `optimization.chunkIds: "named"${BREAKING}`,
  namedModules: `optimization.moduleIds: "named"${BREAKING}`,
  occurrenceOrder: `optimization.chunkIds: "size" and optimization.moduleIds: "size"${BREAKING}`,
  automaticNamePrefix: `optimization.splitChunks.[cacheGroups.*].idHint${BREAKING}`,
  noEmitOnErrors: `optimization.emitOnErrors${BREAKING.slice(0, -1)}: logic is inverted to avoid negative flags)`,
  Buffer: polyfillHint('Buffer', 'Buffer: ["buffer", "Buffer"]'),
  process: polyfillHint('process', 'process: "process"'),
};

const REMOVED: Readonly<Record<string, string>> = {
  concord: 'BREAKING CHANGE: resolve.concord has been removed and is no longer available.',
  devtoolLineToLine:
    'BREAKING CHANGE: output.devtoolLineToLine has been removed and is no longer available.',
};

const has = (table: Readonly<Record<string, string>>, key: unknown): key is string =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key);

/** webpack 5's `postFormatter`: the message of one top-level error, with its hint. */
export function postFormatter5(formatted: string, error: NestedError): string {
  const children = error.children;
  if (children?.some((c) => c.keyword === 'absolutePath' && c.instancePath === '/output/filename'))
    return `${formatted}\nPlease use output.path to specify absolute path and output.filename for the file name.`;
  if (children?.some((c) => c.keyword === 'pattern' && c.instancePath === '/devtool'))
    return (
      `${formatted}\n` +
      'BREAKING CHANGE since webpack 5: The devtool option is more strict.\n' +
      'Please strictly follow the order of the keywords in the pattern.'
    );
  if (error.keyword !== 'additionalProperties') return formatted;
  const property = error.params.additionalProperty;
  if (has(DID_YOU_MEAN, property)) return `${formatted}\nDid you mean ${DID_YOU_MEAN[property]}?`;
  if (has(REMOVED, property)) return `${formatted}\n${REMOVED[property]}?`;
  if (error.instancePath) return formatted;
  if (property === 'debug')
    return (
      `${formatted}\n` +
      "The 'debug' property was removed in webpack 2.0.0.\n" +
      'Loaders should be updated to allow passing this option via loader options in module.rules.\n' +
      'Until loaders are updated one can use the LoaderOptionsPlugin to switch loaders into debug mode:\n' +
      'plugins: [\n' +
      '  new webpack.LoaderOptionsPlugin({\n' +
      '    debug: true\n' +
      '  })\n' +
      ']'
    );
  if (property)
    return (
      `${formatted}\n` +
      'For typos: please correct them.\n' +
      'For loader options: webpack >= v2.0.0 no longer allows custom properties in configuration.\n' +
      '  Loaders should be updated to allow passing options via loader options in module.rules.\n' +
      '  Until loaders are updated one can use the LoaderOptionsPlugin to pass these options to the loader:\n' +
      '  plugins: [\n' +
      '    new webpack.LoaderOptionsPlugin({\n' +
      '      // test: /\\.xxx$/, // may apply this only for some modules\n' +
      '      options: {\n' +
      `        ${String(property)}: …\n` +
      '      }\n' +
      '    })\n' +
      '  ]'
    );
  return formatted;
}
