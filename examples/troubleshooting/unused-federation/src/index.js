import('./app').then((app) => app.start());
