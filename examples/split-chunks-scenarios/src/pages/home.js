// Entry point for the home page: uses the data table and a chart at start.
import { rows } from '../shared/table.js';
import { drawLine } from '../charts/line.js';

drawLine(rows.slice(0, 10));
