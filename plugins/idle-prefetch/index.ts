/** Registers ./client.ts: Docusaurus's link prefetching, indexed once and batched at idle time. */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
