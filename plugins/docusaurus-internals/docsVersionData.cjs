// @ts-check
/**
 * The docs version data every docs page loads: the sidebars, plus a `docs` map of every page's
 * id, title, description and sidebar. The map is read only by `useDocById`, i.e. theme-classic's
 * DocCard (category cards, which this site does not use); it is half of the module, so it is
 * emptied. Should a page ever render a DocCard, `useDocById` throws during server rendering and
 * the build fails naming the doc id, rather than a page silently losing its card text.
 * Pages' own titles and descriptions (meta tags) come from each page's metadata, not from here.
 * A webpack/Rspack loader over the JSON module, plus the pure function it applies.
 * CommonJS: loaders are loaded by the bundler with require().
 */

/**
 * @param {string} source the version metadata JSON
 * @returns {string} the same JSON with `version.docs` empty
 */
function emptyDocsMap(source) {
  const data = JSON.parse(source);
  if (!data?.version?.docs || typeof data.version.docs !== 'object') {
    throw new Error(
      'docusaurus-internals: the docs version data has no `version.docs` map any more (plugins/docusaurus-internals/docsVersionData.cjs).',
    );
  }
  data.version.docs = {};
  return JSON.stringify(data);
}

/** @this {unknown} @param {string} source */
function loader(source) {
  return emptyDocsMap(source);
}

module.exports = loader;
module.exports.emptyDocsMap = emptyDocsMap;
