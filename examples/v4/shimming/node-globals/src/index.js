// Code written for Node.js: a built-in module and two of its globals.
import path from 'path';

const file = path.join('docs', 'v4', '..', 'guides', 'shimming.md');
const encoded = Buffer.from('webpack 4').toString('base64');

document.body.textContent = `${file} ${encoded} ${process.env.NODE_ENV}`;
