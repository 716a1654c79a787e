// @ts-check
/**
 * The docs version data every docs page loads (sidebars plus a `docs` map of every page's id,
 * title, description and sidebar) without the descriptions: two thirds of its size, read only
 * by theme-classic's DocCard (category cards, which this site does not use). Pages' own
 * descriptions (meta tags) come from each page's metadata, not from here.
 * A webpack/Rspack loader over the JSON module, plus the pure function it applies.
 * CommonJS: loaders are loaded by the bundler with require().
 */

/**
 * @param {string} source the version metadata JSON
 * @returns {string} the same JSON without `version.docs[*].description`
 */
function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (docs && typeof docs === 'object') {
    for (const doc of Object.values(docs)) {
      if (doc && typeof doc === 'object') delete doc.description;
    }
  }
  return JSON.stringify(data);
}

/** @this {unknown} @param {string} source */
function loader(source) {
  return stripDocDescriptions(source);
}

module.exports = loader;
module.exports.stripDocDescriptions = stripDocDescriptions;
