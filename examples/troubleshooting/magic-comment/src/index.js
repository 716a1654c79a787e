import(/* webpackChunkName: settings-page */ './settings').then((page) => page.show());
