// webpack reports the missing file but still emits main.js (development mode
// emits on errors). Running it in a stand-in for a browser shows what the page
// throws where the import was.
const { createBrowserSandbox } = require('../../../tests/helpers/browser-sandbox');

module.exports = (webpack, config) =>
  new Promise((resolve) => {
    webpack(config, (err, stats) => {
      if (err) return resolve(err.message);
      const page = createBrowserSandbox({ outputPath: stats.compilation.outputOptions.path });
      try {
        page.runScript('main.js');
        resolve('main.js ran without an error');
      } catch (error) {
        resolve(`Uncaught ${error.name}: ${error.message} (code: ${error.code})`);
      } finally {
        page.close();
      }
    });
  });
