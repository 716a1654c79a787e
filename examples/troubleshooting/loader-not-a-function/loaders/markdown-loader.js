// Exports an object instead of the loader function.
module.exports = {
  markdownLoader(source) {
    return `export default ${JSON.stringify(source)};`;
  },
};
