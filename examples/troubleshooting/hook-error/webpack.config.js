const webpack = require('webpack');

// A plugin that fails while the assets are processed.
class LicenseFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LicenseFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LicenseFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          throw new Error('LicenseFilePlugin: no license field in package.json');
        },
      );
    });
  }
}

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [new LicenseFilePlugin()],
};
