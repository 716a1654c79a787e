import { cart } from './cart.js';

const summary = document.createElement('p');
summary.textContent = `Items in the cart: ${cart.length}`;
document.body.appendChild(summary);
