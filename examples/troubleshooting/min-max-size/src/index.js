import { words } from './words';

import('./help').then((help) => help.show(words));
