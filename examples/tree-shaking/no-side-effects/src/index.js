import { button } from './widgets.js';

console.log(`using ${button.name}`);
