import { format } from './format';

console.log(format(3));
