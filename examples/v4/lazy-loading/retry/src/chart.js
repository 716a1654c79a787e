console.log('chart.js loaded');

export function drawChart(container, values) {
  const chart = document.createElement('pre');
  chart.textContent = values.map((value) => '#'.repeat(value)).join('\n');
  container.append(chart);
}
