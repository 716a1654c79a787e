// A plugin that adds data to each module's hash and fails on a module it did not expect.
class ModuleVersionPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ModuleVersionPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ModuleVersionPlugin', (modules) => {
        for (const module of modules) {
          const updateHash = module.updateHash.bind(module);
          module.updateHash = (hash, context) => {
            if (!module.buildInfo.moduleVersion) {
              throw new Error(`ModuleVersionPlugin: no version for ${module.identifier()}`);
            }
            updateHash(hash, context);
          };
        }
      });
    });
  }
}

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new ModuleVersionPlugin()],
};
