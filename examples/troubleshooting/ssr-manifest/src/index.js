import('./page').then((page) => page.render());
