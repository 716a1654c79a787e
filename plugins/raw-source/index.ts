/**
 * `import text from './file.js?raw'` gives the file's source text. The home
 * page shows the files of examples/home/ this way, the same files
 * tests/examples/home.test.ts builds with webpack, so page and example cannot drift.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const RAW_QUERY = /^\?raw$/;
export const RAW_SOURCE_LOADER = path.resolve(__dirname, 'loader.cjs');

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {
        module: {
          rules: [
            { resourceQuery: RAW_QUERY, enforce: 'pre', use: [{ loader: RAW_SOURCE_LOADER }] },
          ],
        },
      };
    },
  };
}
