import { add } from './math';

console.log(add(1, 2));
