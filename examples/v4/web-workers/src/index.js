// webpack 4 does not bundle a worker from this call: the worker is an entry of
// its own in webpack.config.js, emitted as primes-worker.js next to main.js.
const worker = new Worker('primes-worker.js');

worker.addEventListener('message', (event) => {
  const { limit, primes } = event.data;
  const largest = primes[primes.length - 1];
  console.log(`${primes.length} primes below ${limit}, the largest is ${largest}`);
});

worker.postMessage({ limit: 100000 });
