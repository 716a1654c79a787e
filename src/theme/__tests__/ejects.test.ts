/**
 * The unsafe ejects in src/theme (listed in ../ejects.ts) are copies of theme-classic folders. When a
 * Docusaurus upgrade changes one of those folders (its component, its types or its stylesheet),
 * this test fails naming the folder and our copy, with the new hash to record once the change is
 * carried over.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '@jest/globals';
import { EJECTED_COMPONENTS } from '../ejects';

const THEME_CLASSIC = path.resolve(__dirname, '../../../node_modules/@docusaurus/theme-classic');

/** SHA-256 (first 16 hex digits) over the names and contents of the folder's own files, sorted. */
function folderHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isFile()) continue; // a subfolder is another component, with its own entry
    hash.update(`${entry.name}\0`).update(fs.readFileSync(path.join(dir, entry.name)));
  }
  return hash.digest('hex').slice(0, 16);
}

describe('unsafe ejects', () => {
  it.each(Object.entries(EJECTED_COMPONENTS))(
    "finds theme-classic's %s folder as it was when src/theme ejected it",
    (component, { sha256 }) => {
      const dir = path.join(THEME_CLASSIC, 'lib/theme', component);
      if (!fs.existsSync(dir))
        throw new Error(
          `Docusaurus upgrade: ${dir} is gone; src/theme/${component} was ejected from it.`,
        );
      const hash = folderHash(dir);
      if (hash !== sha256)
        throw new Error(
          `Docusaurus upgrade: ${dir} changed (sha256 ${hash}, was ${sha256}); src/theme/${component} ` +
            'was ejected from it: carry the change over, then record the new hash in src/theme/ejects.ts.',
        );
    },
  );
});
