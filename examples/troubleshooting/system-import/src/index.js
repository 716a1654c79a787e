System.import('./chart').then((chart) => chart.draw()); // eslint-disable-line no-undef -- webpack provides System.import here
