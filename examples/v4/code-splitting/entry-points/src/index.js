import { formatPrice } from './shared.js';

const total = document.createElement('p');
total.textContent = `Cart total: ${formatPrice(4250)}`;
document.body.appendChild(total);
