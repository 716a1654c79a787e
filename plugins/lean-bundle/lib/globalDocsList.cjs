// @ts-check
/**
 * The site's global data (`.docusaurus/globalData.json`, in the main bundle of every page) holds,
 * per docs version, a list of every doc's id, path and sidebar. It is read only by
 * `useActiveDocContext` and `useLayoutDoc`, i.e. the doc, doc-sidebar and docs-version navbar
 * items (which src/theme/NavbarItem/ComponentTypes leaves out) and the banner of an older docs
 * version (this site has one version). Both lists are emptied; versions, paths and sidebars stay.
 * A webpack/Rspack loader over the JSON module, plus the pure function it applies.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @param {string} source the global data JSON
 * @returns {string} the same JSON with every docs version's `docs` list empty
 */
function emptyGlobalDocsLists(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data?.[DOCS_PLUGIN] ?? {})) {
    for (const version of instance?.versions ?? []) {
      if (Array.isArray(version.docs)) version.docs = [];
    }
  }
  return JSON.stringify(data);
}

/** @this {unknown} @param {string} source */
function loader(source) {
  return emptyGlobalDocsLists(source);
}

module.exports = loader;
module.exports.emptyGlobalDocsLists = emptyGlobalDocsLists;
