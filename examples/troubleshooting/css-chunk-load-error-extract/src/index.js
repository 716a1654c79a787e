import(/* webpackChunkName: "dark-theme" */ './dark-theme.css')
  .then(() => console.log('dark theme applied'))
  .catch((error) => console.error(error));
