import { Worker } from 'worker_threads';

const worker = new Worker(
  /* webpackChunkName: "primes-worker" */ new URL('./primes.worker.js', import.meta.url),
);

worker.once('message', ({ limit, primes }) => {
  console.log(`${primes.length} primes below ${limit}, the largest is ${primes.at(-1)}`);
  worker.terminate();
});

worker.postMessage({ limit: 100000 });
