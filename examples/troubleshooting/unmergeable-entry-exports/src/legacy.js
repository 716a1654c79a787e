const helpers = require('./helpers.json');

for (const key of Object.keys(helpers)) {
  module.exports[key] = helpers[key];
}
