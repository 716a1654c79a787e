// Sieve of Eratosthenes: every prime number smaller than `limit`.
export function primesBelow(limit) {
  const isComposite = new Uint8Array(limit);
  const primes = [];
  for (let n = 2; n < limit; n += 1) {
    if (isComposite[n]) continue;
    primes.push(n);
    for (let multiple = n * n; multiple < limit; multiple += n) isComposite[multiple] = 1;
  }
  return primes;
}
