// Imports the guide warns about: a default import, and a camel-case name with the default 'as-is' convention.
const path = require('path');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './import-mistakes.js',
};
