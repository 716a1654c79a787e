import('./dashboard').then((dashboard) => dashboard.open());
