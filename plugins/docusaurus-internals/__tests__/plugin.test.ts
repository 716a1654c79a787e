import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import docusaurusInternalsPlugin from '..';

describe('docusaurus-internals plugin', () => {
  it('registers its own client modules: settled route preloads, then idle prefetches', () => {
    const modules = docusaurusInternalsPlugin().getClientModules?.() ?? [];
    expect(modules).toEqual([
      expect.stringMatching(/docusaurus-internals\/client\/settleRoutePreloads\.ts$/),
      expect.stringMatching(/docusaurus-internals\/client\/prefetch\.ts$/),
    ]);
    for (const file of modules) expect(fs.existsSync(file)).toBe(true);
  });
});
