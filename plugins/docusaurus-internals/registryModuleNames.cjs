// @ts-check
/**
 * Docusaurus's chunk registry (`.docusaurus/registry.js`, in the main bundle) holds for every
 * route module `[loader, "@site/docs/…md", require.resolveWeak("@site/docs/…md")]`. The middle
 * string only serves server rendering (react-loadable reports it to find each page's chunks);
 * in the browser it is dead weight, about 2.5 kB gzip. This loader, applied to the browser
 * bundle only, empties it. A registry in another shape fails the build.
 * CommonJS: loaders are loaded by the bundler with require().
 */

const MODULE_NAME = /(\)\s*,\s*)"(?:[^"\\]|\\.)*"(\s*,\s*require\.resolveWeak\()/g;

/**
 * @param {string} source the generated registry module
 * @returns {string} the same module with each entry's module name ""
 */
function emptyModuleNames(source) {
  let count = 0;
  const out = source.replace(MODULE_NAME, (_all, before, after) => {
    count += 1;
    return `${before}""${after}`;
  });
  if (count === 0)
    throw new Error(
      'docusaurus-internals: found no module names in the chunk registry; has its shape changed? (plugins/docusaurus-internals/registryModuleNames.cjs)',
    );
  return out;
}

/** @this {unknown} @param {string} source */
function loader(source) {
  return emptyModuleNames(source);
}

module.exports = loader;
module.exports.emptyModuleNames = emptyModuleNames;
