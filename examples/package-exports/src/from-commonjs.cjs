// A CommonJS module: its require() matches the "require" condition.
const { build } = require('date-label');

exports.commonjsBuild = build;
