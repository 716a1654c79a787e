/**
 * Version notes (issue #17): registers theme/VersionNote, the element the remark plugin
 * (./remark.ts, in the docs plugin's remarkPlugins) places under option headings of the
 * configuration pages. The comparison itself lives in lib/ (framework-free).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function versionDiffPlugin(): Plugin {
  return {
    name: 'version-diff',
    // The feature's own theme component, above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
