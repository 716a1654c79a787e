// Asks webpack to watch a file by a relative path; webpack needs absolute paths.
module.exports = function markdownLoader(source) {
  this.addDependency('./changelog.md');
  return `export default ${JSON.stringify(source)};`;
};
