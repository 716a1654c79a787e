import { format } from '../shared/format.js';

export function total(prices) {
  return format(prices.reduce((sum, price) => sum + price, 0));
}
