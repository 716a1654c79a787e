// Two pages loaded on demand that share only a small module.
document.getElementById('cart').addEventListener('click', () => import('./cart.js').then((m) => m.total([1, 2])));
document.getElementById('invoice').addEventListener('click', () => import('./invoice.js').then((m) => m.line(3)));
