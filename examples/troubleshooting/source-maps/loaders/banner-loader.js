// Adds a line on top of each module and returns no source map for the change.
module.exports = function bannerLoader(source) {
  return `/* built by the banner loader */\n${source}`;
};
