// A cache plugin whose storage fails for modules, as a remote or custom cache can.
class FlakyCachePlugin {
  apply(compiler) {
    compiler.cache.hooks.store.tapAsync('FlakyCachePlugin', (identifier, ...rest) => {
      const callback = rest[rest.length - 1];
      if (identifier.startsWith('Compilation/modules')) {
        callback(new Error('FlakyCachePlugin: the cache server did not answer'));
      } else {
        callback();
      }
    });
  }
}

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new FlakyCachePlugin()],
};
