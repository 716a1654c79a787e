import { priceTag } from './legacy/price-tag.js';
import './legacy/visit-counter.js';

document.body.textContent = priceTag(12.5);
console.log(`Visits: ${window.visits}`);
