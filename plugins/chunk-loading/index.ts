/**
 * How the site loads page code (spec §7, §8, §9): the entry chunk carries V8's
 * compile hint (compileHints.ts), the chunk time-out is pinned to the spec's
 * 120 s, and a chunk that fails or times out ends in the content area's
 * 'Error loading content.' (src/theme/Loading) instead of a page that never
 * hydrates or reloads itself.
 */
import type { Plugin } from '@docusaurus/types';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { compileHintBanner } from './compileHints';
import { ENTRY_SCRIPTS_LOADER } from './lib/ssrTemplate';

/**
 * Chunk files named by chunk id rather than by name (plain `output.chunkFilename`): Docusaurus
 * names every route chunk, so the runtime every page loads would otherwise carry an id → name
 * table for about 600 chunks. Find a named chunk's file through `.docusaurus/client-manifest.json`.
 * The runtime also carries each chunk's hash: 6 hex digits (not 8) take 0.6 kB gzip off every
 * page's first load. A hash only has to change when its chunk does; the id is in the name too.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:6].js';

export default function chunkLoadingPlugin(): Plugin {
  return {
    name: 'chunk-loading',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS, chunkFilename: CHUNK_FILENAME },
        // The entry chunk compiled off the main thread (compileHints.ts).
        plugins: [compileHintBanner(currentBundler.instance.BannerPlugin)],
      };
    },
    injectHtmlTags() {
      // Runs the entry scripts after the first paint (lib/ssrTemplate.ts); the last of <body>.
      return { postBodyTags: [{ tagName: 'script', innerHTML: ENTRY_SCRIPTS_LOADER }] };
    },
  };
}
