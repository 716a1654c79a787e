// Builds the app, then deletes the lazy chunk, as a deployment that replaced the
// old files does for a tab that still runs the old main.js. The page then loads
// main.js in a stand-in for a browser and reports the error the import() rejects with.
const fs = require('fs');
const path = require('path');
const { openPage } = require('../../../tests/helpers/browser-sandbox');

module.exports = (webpack, config) =>
  new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err || stats.hasErrors()) return reject(err || new Error(stats.toString()));
      const outputPath = stats.compilation.outputOptions.path;
      for (const file of fs.readdirSync(outputPath)) {
        if (file.startsWith('dark-theme.') && file.endsWith('.css')) fs.rmSync(path.join(outputPath, file));
      }
      openPage({ outputPath }, ['main.js']).then((page) => {
        const errors = page.logs.map(
          ([error]) => `${error.name}: ${error.message}\n(code: ${error.code}, type: ${error.type})`,
        );
        page.close();
        resolve(errors.join('\n'));
      }, reject);
    });
  });
