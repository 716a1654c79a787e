// Entry point for the admin page: uses the same table and another chart.
import { rows } from '../shared/table.js';
import { drawBar } from '../charts/bar.js';

drawBar(rows.slice(-10));
