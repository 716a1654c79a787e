import { formatPrice } from './shared.js';

const shipping = document.createElement('p');
shipping.textContent = `Shipping: ${formatPrice(499)}`;
document.body.appendChild(shipping);
