/**
 * A long article's blocks far below the screen are styled and laid out only when they come near it
 * (`content-visibility: auto`, offscreen-blocks.css): a phone parsing /configuration/output/ no longer
 * lays out all of its 4,466 elements (issue #16). Going to a place inside a page draws the blocks
 * before it, so the browser scrolls with their real sizes: `:target` in the CSS for the browser's own
 * fragment navigations, and the client module for Docusaurus's client-side ones, which `:target` does not follow.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function offscreenBlocksPlugin(): Plugin {
  return {
    name: 'offscreen-blocks',
    getClientModules() {
      return [
        path.resolve(__dirname, './offscreen-blocks.css'),
        path.resolve(__dirname, './client/hashNavigation'),
      ];
    },
  };
}
