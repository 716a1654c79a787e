import { circle } from 'shapes';

console.log(circle(2));
