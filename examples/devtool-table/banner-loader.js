// A stand-in for a transpiler: adds two lines at the top of each module and
// returns a source map for that change, so `cheap-` (maps to the loader's
// output) and `cheap-module-` (maps through it to the original file) differ.
module.exports = function bannerLoader(source) {
  const banner = '/* built by banner-loader */\nconst __banner = true;\n';
  const lineCount = source.split('\n').length;
  // Two generated lines with no mapping, then line i of the output maps to line i of the input, column 0.
  const mappings = ';;' + ['AAAA', ...Array.from({ length: lineCount - 1 }, () => 'AACA')].join(';');
  const map = {
    version: 3,
    sources: [this.resourcePath],
    sourcesContent: [source],
    names: [],
    mappings,
  };
  this.callback(null, banner + source, map);
};
