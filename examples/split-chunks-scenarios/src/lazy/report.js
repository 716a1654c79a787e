import { rows } from '../shared/table.js';
import { format } from '../shared/format.js';

export function show() {
  return rows.map(([id, , amount]) => `${id}: ${format(amount)}`);
}
