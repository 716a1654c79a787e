module.exports = {
  mode: 'development',
  entry: './src/index.js',
  module: {
    parser: {
      javascript: { exportsPresence: 'error' },
    },
  },
};
