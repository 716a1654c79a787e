import { formatPrice } from './utils';

console.log(formatPrice(3));
