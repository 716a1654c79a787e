// A loader that rejects its input: webpack reports the error it throws.
module.exports = function markdownLoader(source) {
  if (!source.startsWith('---')) {
    throw new Error('Front matter is missing: start the file with a --- line.');
  }
  return `export default ${JSON.stringify(source)};`;
};
