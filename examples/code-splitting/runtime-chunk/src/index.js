import { cart } from './cart.js';

cart.push('Notebook', 'Pencil');

const status = document.createElement('p');
status.textContent = `Added ${cart.length} items`;
document.body.appendChild(status);
