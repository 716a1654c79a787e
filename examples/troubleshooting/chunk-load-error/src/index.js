import(/* webpackChunkName: "chart" */ './chart')
  .then((chart) => chart.draw())
  .catch((error) => console.error(error));
