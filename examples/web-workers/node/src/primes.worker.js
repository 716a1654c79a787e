import { parentPort } from 'worker_threads';
import { primesBelow } from './primes.js';

parentPort.on('message', ({ limit }) => {
  parentPort.postMessage({ limit, primes: primesBelow(limit) });
});
