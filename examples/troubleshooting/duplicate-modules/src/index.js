import('./settings').then((page) => page.show());
import('./profile').then((page) => page.show());
