const express = require('express');
const webpack = require('webpack');
const webpackDevMiddleware = require('webpack-dev-middleware');
const config = require('./webpack.config.js');

const app = express();
const compiler = webpack(config);

// Serve the files webpack builds (from memory) at the root of the site.
app.use(
  webpackDevMiddleware(compiler, {
    publicPath: '/',
  }),
);

const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () => {
  console.log(`Listening on http://localhost:${server.address().port}/`);
});
