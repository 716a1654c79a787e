// package.json says "type": "module", so Node.js loads this .js file as an ES module.
const path = require('node:path');

module.exports = {
  mode: 'production',
  output: { path: path.resolve(process.cwd(), 'dist') },
};
