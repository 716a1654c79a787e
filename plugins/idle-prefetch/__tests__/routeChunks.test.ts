import { flattenChunkNames, indexRouteChunks, matchRouteChain, PrefetchQueue } from '../lib/routeChunks';

describe('indexRouteChunks', () => {
  it('maps each route path to all its chunk names, hash dropped', () => {
    const index = indexRouteChunks({
      '/-a4f': { __comp: 'root', __context: { plugin: 'ctx' } },
      '/concepts/entry-points/-e89': { content: 'page' },
      '/api/printable/-556': { __comp: 'printable', contents: [{ content: 'a' }, { content: 'b' }] },
    });
    expect(index.get('/')).toEqual(['root', 'ctx']);
    expect(index.get('/concepts/entry-points/')).toEqual(['page']);
    expect(index.get('/api/printable/')).toEqual(['printable', 'a', 'b']);
  });

  it('merges routes that share a path (different hashes)', () => {
    expect(indexRouteChunks({ '/-a4f': { __comp: 'a' }, '/-098': { __comp: 'b' } }).get('/')).toEqual(['a', 'b']);
  });

  it('flattens nothing to nothing', () => {
    expect(flattenChunkNames(undefined)).toEqual([]);
  });
});

describe('matchRouteChain', () => {
  const routes = [
    { path: '/blog/', exact: true },
    { path: '/', routes: [{ path: '/', routes: [{ path: '/concepts/', exact: true }, { path: '/guides/', exact: true }] }] },
  ];
  const matches = (pathname: string, route: { path?: string | string[]; exact?: boolean }) =>
    route.exact ? route.path === pathname : pathname.startsWith(String(route.path));

  it('takes the first match at each level and follows its children', () => {
    expect(matchRouteChain(routes, '/guides/', matches).map((r) => r.path)).toEqual(['/', '/', '/guides/']);
    expect(matchRouteChain(routes, '/blog/', matches).map((r) => r.path)).toEqual(['/blog/']);
  });
});

describe('PrefetchQueue', () => {
  it('queues each URL once, however many pages share it', () => {
    const queue = new PrefetchQueue();
    expect(queue.add(['/a.js', '/shared.js'])).toBe(2);
    expect(queue.add(['/b.js', '/shared.js'])).toBe(1);
    expect(queue.size).toBe(3);
    expect(queue.flush()).toEqual(['/a.js', '/shared.js', '/b.js']);
    expect(queue.size).toBe(0);
    expect(queue.add(['/a.js'])).toBe(0);
  });
});
