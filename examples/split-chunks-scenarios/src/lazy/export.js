import { rows } from '../shared/table.js';

export function run() {
  return rows.map((row) => row.join(';')).join('\n');
}
