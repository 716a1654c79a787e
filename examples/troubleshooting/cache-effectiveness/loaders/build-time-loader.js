// Stamps each module with the time of the build, so no cached copy is ever valid.
module.exports = function buildTimeLoader(source) {
  this.cacheable(false);
  return `${source}\nexport const builtAt = ${JSON.stringify(new Date(0).toISOString())};\n`;
};
