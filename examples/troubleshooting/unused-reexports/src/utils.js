export { formatPrice } from './price';
export { formatDate } from './date';
