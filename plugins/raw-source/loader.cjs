/**
 * Turns any file into a module whose default export is the file's text, so a
 * page can show a real example file verbatim. Runs before every other loader
 * (enforce: 'pre'), so the JavaScript loader after it only sees the string.
 */
module.exports = function rawSourceLoader(source) {
  const text = Buffer.isBuffer(source) ? source.toString('utf8') : String(source);
  return `export default ${JSON.stringify(text)};\n`;
};
