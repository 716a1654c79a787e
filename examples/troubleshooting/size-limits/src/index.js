import { words } from './words';

console.log(words.join(' '));
