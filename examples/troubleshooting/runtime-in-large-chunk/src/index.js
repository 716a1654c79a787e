import { words } from './words';

console.log(words.length);
import('./help').then((help) => help.show());
