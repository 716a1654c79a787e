// webpack sees `new Worker(new URL(...))`, bundles primes.worker.js and its
// imports as a separate entry, and puts that file's URL here.
const worker = new Worker(
  /* webpackChunkName: "primes-worker" */ new URL('./primes.worker.js', import.meta.url),
);

worker.addEventListener('message', (event) => {
  const { limit, primes } = event.data;
  console.log(`${primes.length} primes below ${limit}, the largest is ${primes.at(-1)}`);
});

worker.postMessage({ limit: 100000 });
