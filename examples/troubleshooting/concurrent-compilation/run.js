// Starts a second build on the same compiler before the first has finished,
// as two watchers or two `run()` calls in a script would.
module.exports = (webpack, config) =>
  new Promise((resolve) => {
    const compiler = webpack(config);
    compiler.run(() => {});
    compiler.run((err) => resolve(err ? err.message : 'no error'));
  });
