const button = document.createElement('button');
button.textContent = 'Show the chart';
document.body.append(button);

button.addEventListener('click', async () => {
  // webpack puts chart.js in its own chunk and fetches it on the first click.
  const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  drawChart(document.body, [3, 5, 2]);
});
