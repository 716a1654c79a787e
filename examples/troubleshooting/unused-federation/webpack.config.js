const { ModuleFederationPlugin } = require('webpack').container;

module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  entry: './src/index.js',
  plugins: [
    new ModuleFederationPlugin({
      name: 'shop',
      remotes: {
        checkout: 'checkout@https://checkout.example.com/remoteEntry.js',
      },
      shared: ['tiny-date'],
    }),
  ],
  performance: {
    unusedConfig: true,
  },
};
