import { primesBelow } from './primes.js';

self.addEventListener('message', (event) => {
  const { limit } = event.data;
  self.postMessage({ limit, primes: primesBelow(limit) });
});
