const webpack = require('webpack');
const config = require('./webpack.config.js');

webpack({ ...config, mode: 'production' }, (err, stats) => {
  // `err` covers problems with webpack itself, such as an invalid configuration.
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  // Compilation problems (a missing module, a syntax error) are in the stats.
  console.log(stats.toString({ colors: false, modules: false }));
  if (stats.hasErrors()) {
    process.exitCode = 1;
  }
});
