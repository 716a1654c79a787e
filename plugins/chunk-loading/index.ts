/**
 * How the site loads page code (spec §7, §8, §9): the chunk time-out is pinned
 * to the spec's 120 s, and a chunk that fails or times out ends in the content
 * area's 'Error loading content.' (src/theme/Loading) instead of a page that
 * never hydrates or reloads itself.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

export default function chunkLoadingPlugin(): Plugin {
  return {
    name: 'chunk-loading',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } };
    },
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
