// Evaluates the module it is building, at build time: the module would have to
// exist before it can be created.
module.exports = async function themeLoader() {
  const theme = await this.importModule(this.resourcePath);
  return `export default ${JSON.stringify(theme)};`;
};
