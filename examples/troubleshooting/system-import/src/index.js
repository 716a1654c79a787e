System.import('./chart').then((chart) => chart.draw());
