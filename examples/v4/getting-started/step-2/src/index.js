import { greeting } from './greeting.js';

const paragraph = document.createElement('p');
paragraph.textContent = greeting('webpack');
document.body.appendChild(paragraph);
