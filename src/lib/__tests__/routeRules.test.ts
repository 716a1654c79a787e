import {
  cacheHashRedirect,
  collectRoutePaths,
  docsPagePaths,
  trailingSlashTarget,
} from '../routeRules';

describe('cacheHashRedirect', () => {
  it('sends #cache hashes on other-options to the cache page, keeping the hash', () => {
    expect(cacheHashRedirect('/configuration/other-options/', '#cache')).toEqual({
      pathname: '/configuration/cache/',
      hash: '#cache',
    });
    expect(cacheHashRedirect('/configuration/other-options/', '#cachetype')).toEqual({
      pathname: '/configuration/cache/',
      hash: '#cachetype',
    });
  });

  it('leaves other hashes and other pages alone', () => {
    expect(cacheHashRedirect('/configuration/other-options/', '#amd')).toBeNull();
    expect(cacheHashRedirect('/configuration/other-options/', '')).toBeNull();
    expect(cacheHashRedirect('/configuration/output/', '#cache')).toBeNull();
    expect(cacheHashRedirect('/configuration/other-options', '#cache')).toBeNull();
  });

  it('leaves webpack 4 other-options alone: cache is documented there in 4', () => {
    expect(cacheHashRedirect('/v4/configuration/other-options/', '#cache')).toBeNull();
  });
});

describe('trailingSlashTarget', () => {
  const known = new Set(['/concepts/', '/api/cli/']);
  const isKnown = (p: string) => known.has(p);

  it('adds the slash when the slash form is a known route', () => {
    expect(trailingSlashTarget('/concepts', isKnown)).toBe('/concepts/');
    expect(trailingSlashTarget('/api/cli', isKnown)).toBe('/api/cli/');
  });

  it('does nothing for unknown routes, slash paths and files', () => {
    expect(trailingSlashTarget('/nope', isKnown)).toBeNull();
    expect(trailingSlashTarget('/concepts/', isKnown)).toBeNull();
    expect(trailingSlashTarget('/sw.js', () => true)).toBeNull();
  });
});

describe('webpack 4 routes (/v4/)', () => {
  it('adds the slash to a /v4/ page found in the nested routes of the versioned docs', () => {
    // The docs plugin nests a version: its root route, the version route, then one exact route per page.
    const known = collectRoutePaths([
      {
        path: '/v4',
        routes: [
          {
            path: '/v4',
            routes: [
              { path: '/v4/concepts/', exact: true },
              { path: '/v4/', exact: true },
            ],
          },
        ],
      },
      { path: '/', routes: [{ path: '/', routes: [{ path: '/concepts/', exact: true }] }] },
    ]);
    expect(trailingSlashTarget('/v4/concepts', (p) => known.has(p))).toBe('/v4/concepts/');
    expect(trailingSlashTarget('/v4', (p) => known.has(p))).toBe('/v4/');
    expect(trailingSlashTarget('/v4/nope', (p) => known.has(p))).toBeNull();
  });
});

describe('collectRoutePaths', () => {
  it('collects leaf and exact paths and skips the catch-all', () => {
    const paths = collectRoutePaths([
      { path: '/', exact: true },
      { path: '/blog/', exact: true },
      {
        path: '/',
        routes: [
          {
            path: '/',
            routes: [
              { path: '/concepts/', exact: true },
              { path: '/api/cli/', exact: true },
            ],
          },
        ],
      },
      { path: '*' },
    ]);
    expect([...paths].sort()).toEqual(['/', '/api/cli/', '/blog/', '/concepts/']);
  });
});

describe('docsPagePaths', () => {
  it('lists every docs page of every version in its slash form, so a page whose section has not loaded yet is known', () => {
    const paths = docsPagePaths([
      {
        versions: [
          { docs: [{ path: '/concepts' }, { path: '/api/cli/' }] },
          { docs: [{ path: '/v4/configuration' }, { path: '/v4/' }] },
        ],
      },
    ]);
    expect([...paths].sort()).toEqual(['/api/cli/', '/concepts/', '/v4/', '/v4/configuration/']);
    expect(trailingSlashTarget('/v4/configuration', (p) => paths.has(p))).toBe(
      '/v4/configuration/',
    );
    expect(trailingSlashTarget('/v4/nowhere', (p) => paths.has(p))).toBeNull();
  });
});
