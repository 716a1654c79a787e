/**
 * The `- Default:` lines of the webpack 4 loader and plugin pages agree with
 * the packages of tooling/webpack4: a live instance (core plugins of webpack
 * 4.47.0 and the contrib plugins), the option schema, or the package source,
 * as tests/content/package-defaults.test.ts does for the current docs. Here
 * every default written as a value must be confirmed: there is no allow-list.
 */
import path from 'node:path';
import {
  checkPage,
  sectionPages,
  type Checked,
  type DocsVersion,
} from '../../helpers/package-defaults';
import { V4_DOCS, V4_LOADERS, WEBPACK4_DIR, require4 } from '../../helpers/webpack4';

const webpack4 = require4('webpack') as Record<string, Record<string, unknown>>;

const V4: DocsVersion = {
  docsDir: V4_DOCS,
  resolveFrom: WEBPACK4_DIR,
  loader(slug) {
    const entry = V4_LOADERS.find((l) => l.slug === slug);
    return entry && { pkg: entry.pkg, ...(entry.schema ? { schema: entry.schema } : {}) };
  },
  corePlugin(title) {
    for (const namespace of [webpack4, webpack4.optimize!, webpack4.debug!]) {
      if (typeof namespace[title] === 'function') return namespace[title];
    }
    return undefined;
  },
};

const show = (r: Checked) =>
  `${path.join('versioned_docs/version-4', r.dir, r.line.page)}:${r.line.line} (${r.line.heading}): states "${r.line.text}" — ${r.detail}`;

describe.each(['loaders', 'plugins'] as const)('v4 %s pages: stated option defaults', (dir) => {
  const results = sectionPages(V4, dir).flatMap((file) => checkPage(V4, dir, file));

  it('finds Default lines and confirms those written as values', () => {
    expect(results.length).toBeGreaterThan(40);
    expect(results.filter((r) => r.outcome === 'confirmed').length).toBeGreaterThan(25);
    if (process.env.DEFAULTS_REPORT) {
      const counts = Object.fromEntries(
        ['confirmed', 'unset', 'unparsed', 'failed'].map((o) => [
          o,
          results.filter((r) => r.outcome === o).length,
        ]),
      );
      console.log(
        `${dir}: ${JSON.stringify(counts)}\n${results
          .filter((r) => r.outcome !== 'confirmed')
          .map(show)
          .join('\n')}`,
      );
    }
  });

  it('every default written as a value is the package default', () => {
    expect(results.filter((r) => r.outcome === 'failed').map(show)).toEqual([]);
  });
});
