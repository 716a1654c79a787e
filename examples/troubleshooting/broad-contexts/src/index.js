const locales = require.context('./locales');

console.log(locales.keys());
