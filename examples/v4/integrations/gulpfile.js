const webpack = require('webpack');
const config = require('./webpack.config.js');

// A Gulp task is a function; returning a promise tells Gulp when it is done.
function bundle() {
  return new Promise((resolve, reject) => {
    webpack({ ...config, mode: 'production' }, (err, stats) => {
      if (err) {
        reject(err);
      } else if (stats.hasErrors()) {
        reject(new Error(stats.toString('errors-only')));
      } else {
        resolve();
      }
    });
  });
}

exports.build = bundle;
