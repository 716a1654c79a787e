// @ts-check
/**
 * The site config module (`.docusaurus/docusaurus.config.mjs`, in the main bundle of every page) is
 * the whole config as JSON, though pages read only a few fields (url, baseUrl, trailingSlash,
 * title, titleDelimiter, tagline, favicon, noIndex, baseUrlIssueBanner, future, customFields,
 * themeConfig). The fields below are read only by the build, in Node, from the loaded config
 * rather than this module: the bundle leaves them out. A denylist, so a field the client may read
 * one day stays in by default.
 */

const BUILD_ONLY_FIELDS = [
  'presets',
  'plugins',
  'themes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const MODULE = /^([\s\S]*?export default )([\s\S]*?);?\s*$/;

/**
 * @param {string} source the generated module: a comment, then `export default <JSON>;`
 * @returns {string} the same module without the build-only fields
 */
function dropBuildOnlyFields(source) {
  const [, head, json] = MODULE.exec(source) ?? [];
  if (head === undefined || json === undefined) {
    throw new Error('lean-bundle: the site config module is not `export default <JSON>;` any more.');
  }
  const config = JSON.parse(json);
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  return `${head}${JSON.stringify(config)};\n`;
}

/** @this {unknown} @param {string} source */
function loader(source) {
  return dropBuildOnlyFields(source);
}

module.exports = loader;
module.exports.dropBuildOnlyFields = dropBuildOnlyFields;
module.exports.BUILD_ONLY_FIELDS = BUILD_ONLY_FIELDS;
