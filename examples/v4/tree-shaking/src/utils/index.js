export { formatDate } from './format-date.js';
export { startClock } from './clock.js';
