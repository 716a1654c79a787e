module.exports = {
  mode: 'development',
  entry: {
    main: './src/index.js',
    admin: './src/admin.js',
  },
};
