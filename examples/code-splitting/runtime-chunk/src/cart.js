// Module state: one cart for the whole page, as long as the page has one webpack runtime.
export const cart = [];

console.log('cart.js evaluated');
