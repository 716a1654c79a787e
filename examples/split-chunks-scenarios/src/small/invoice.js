import { format } from '../shared/format.js';

export function line(amount) {
  return `Amount due: ${format(amount)}`;
}
