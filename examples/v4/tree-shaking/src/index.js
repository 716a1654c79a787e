import './polyfills.js';
import { cube } from './math.js';
import { formatDate } from './utils/index.js';

console.log(cube(3));
console.log(formatDate(new Date(0)));
console.log([1, 2, 3].last());
