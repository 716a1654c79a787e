const webpack = require('webpack');

// A plugin whose renderChunk hook fails, as a buggy banner or wrapper plugin would.
class WrapChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('WrapChunksPlugin', (compilation) => {
      webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).renderMain.tap(
        'WrapChunksPlugin',
        () => {
          throw new Error('WrapChunksPlugin: the wrapper template is empty');
        },
      );
    });
  }
}

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new WrapChunksPlugin()],
};
