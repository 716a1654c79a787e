// This error is thrown outside webpack's callbacks and ends the Node.js process,
// so the build runs in a process of its own; what it printed to stderr is returned.
const { execFile } = require('child_process');
const path = require('path');

const script = `
const webpack = require('webpack');
const config = require(${JSON.stringify(path.join(__dirname, 'webpack.config.js'))});
webpack({ ...config, context: ${JSON.stringify(__dirname)} }, () => {});
`;

module.exports = () =>
  new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { cwd: __dirname }, (error, stdout, stderr) => {
      resolve(stderr);
    });
  });
