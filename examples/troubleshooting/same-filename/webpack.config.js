module.exports = {
  mode: 'development',
  entry: {
    home: './src/home.js',
    admin: './src/admin.js',
  },
  output: {
    filename: 'bundle.js',
  },
};
