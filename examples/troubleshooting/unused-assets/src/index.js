import logo from './logo.png';

console.log('the logo is imported but never used');
