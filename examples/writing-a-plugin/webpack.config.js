const path = require('path');
const BuildReportPlugin = require('./plugins/build-report-plugin.js');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
  },
  plugins: [new BuildReportPlugin({ filename: 'build-report.json' })],
};
