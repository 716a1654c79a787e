const webpack = require('webpack');

// A runtime module whose code cannot be generated.
class BuildInfoRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('build info');
  }

  generate() {
    throw new Error('BuildInfoRuntimeModule: no build information was collected');
  }
}

class BuildInfoPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('BuildInfoPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new BuildInfoRuntimeModule());
      });
    });
  }
}

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new BuildInfoPlugin()],
};
