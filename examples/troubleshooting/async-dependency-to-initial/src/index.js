import(/* webpackChunkName: "admin" */ './admin').then((admin) => admin.open());
