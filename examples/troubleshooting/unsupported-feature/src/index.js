const config = require.main.require('./config');

console.log(config);
