// Stands in for core's client/prefetch.js (index.ts). A file of its own: the swapped module keeps
// the original's loaders, so swapping in prefetch.ts itself would bundle a second copy of it.
export { prefetchOnce as default } from './prefetch';
