// Two builds with the same compiler: the second one has a warm cache.
module.exports = (webpack, config) =>
  new Promise((resolve) => {
    const compiler = webpack(config);
    compiler.run((firstError) => {
      if (firstError) return resolve(firstError.message);
      compiler.run((err, stats) => {
        compiler.close(() => resolve(err ? err.message : stats.toString({ preset: 'errors-warnings', colors: false })));
      });
    });
  });
