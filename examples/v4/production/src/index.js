import './style.css';
import { formatPrice } from './format.js';

if (process.env.NODE_ENV !== 'production') {
  console.log('Development build: checks and warnings are on.');
}

document.body.textContent = formatPrice(19.5);
