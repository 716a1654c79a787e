import { formatList } from './format.js';

const heading = document.createElement('h1');
heading.textContent = 'Output management';
document.body.appendChild(heading);

const summary = document.createElement('p');
summary.textContent = formatList(['index.bundle.js', 'footer.bundle.js']);
document.body.appendChild(summary);
