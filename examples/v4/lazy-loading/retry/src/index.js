const button = document.createElement('button');
button.textContent = 'Show the chart';
document.body.append(button);

button.addEventListener('click', async () => {
  try {
    const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
    drawChart(document.body, [3, 5, 2]);
  } catch (error) {
    // ChunkLoadError: the chunk could not be downloaded. webpack forgets the failed
    // attempt, so the next click requests the file again.
    console.error(`${error.name}: ${error.message.split('\n')[0]} Click to try again.`);
  }
});
