/**
 * client/lazyDocsRoutes.tsx: a docs root loads the chunk of the section being opened before
 * Docusaurus shows the page, preloads that page, and shows the error screen if the chunk fails.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

jest.mock('@theme/Loading', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock('@docusaurus/router', () => jest.requireActual('react-router-dom'), { virtual: true });

const { lazyDocsRoutes, matchingPage, sectionOf } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../client/lazyDocsRoutes') as typeof import('../client/lazyDocsRoutes');

const at = (pathname: string) => Object.assign(globalThis, { window: { location: { pathname } } });
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const page = (path: string) => {
  const preload = jest.fn(() => Promise.resolve(path));
  return Object.assign(() => null, {
    path,
    exact: true,
    component: Object.assign(() => null, { preload }),
    preload,
  });
};
type Page = ReturnType<typeof page>;
const routesOf = (pages: Page[]) =>
  pages.map(({ path, exact, component }) => ({ path, exact, component }));

describe('sectionOf and matchingPage', () => {
  it('names the section of a path, or the pages group', () => {
    const sections = ['', 'api', 'concepts'];
    expect(sectionOf('/v4/api/cli/', '/v4/', sections)).toBe('api');
    expect(sectionOf('/v4/', '/v4/', sections)).toBe('');
    expect(sectionOf('/glossary/', '/', sections)).toBe('');
    expect(sectionOf('/guides/x/', '/', sections)).toBe(''); // not a section: its pages are in the pages group
  });

  it('matches a page with or without its trailing slash, like the router', () => {
    const pages = [
      { path: '/api/', exact: true },
      { path: '/api/cli/', exact: true },
    ];
    expect(matchingPage(pages, '/api/cli')?.path).toBe('/api/cli/');
    expect(matchingPage([{ path: '/api/cli/', exact: true }], '/api/other/')).toBeUndefined();
  });
});

describe('lazyDocsRoutes', () => {
  it('loads only the section being opened, adds its pages, and preloads the page before resolving', async () => {
    const cli = page('/api/cli/');
    const output = page('/concepts/output/');
    const ownPreload = jest.fn(() => Promise.resolve('root'));
    const api = jest.fn(() => Promise.resolve({ default: routesOf([page('/api/'), cli]) }));
    const concepts = jest.fn(() => Promise.resolve({ default: routesOf([output]) }));
    const root = lazyDocsRoutes({ preload: ownPreload }, '/', { api, concepts });
    expect(root.routes).toEqual([]);

    at('/api/cli/');
    await root.component.preload?.();
    expect(ownPreload).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledTimes(1);
    expect(concepts).not.toHaveBeenCalled();
    expect(cli.preload).toHaveBeenCalledTimes(1);
    expect(root.routes.map((route) => route.path)).toEqual(['/api/', '/api/cli/']);

    // a second page of the same section: no second load of its chunk
    await root.component.preload?.();
    expect(api).toHaveBeenCalledTimes(1);

    at('/concepts/output/');
    await root.component.preload?.();
    expect(concepts).toHaveBeenCalledTimes(1);
    expect(output.preload).toHaveBeenCalledTimes(1);
    expect(root.routes.map((route) => route.path)).toEqual([
      '/api/',
      '/api/cli/',
      '/concepts/output/',
    ]);
  });

  it('settles the new pages’ preloads, so a failed page chunk reaches its Loading screen', async () => {
    const failing = {
      path: '/api/',
      exact: true,
      component: Object.assign(() => null, {
        preload: () => Promise.reject(new Error('Loading chunk 1 failed')),
      }),
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const root = lazyDocsRoutes({}, '/', { api: () => Promise.resolve({ default: [failing] }) });
    at('/api/');
    await expect(root.component.preload?.()).resolves.toBeDefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('shows the error screen in place of the page when the section chunk fails, and loads it again later', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = Object.assign(new Error('Loading chunk 8510 failed.'), {
      name: 'ChunkLoadError',
    });
    const api = jest
      .fn<() => Promise<{ default: ReturnType<typeof routesOf> }>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce({ default: routesOf([page('/api/cli/')]) });
    const root = lazyDocsRoutes({}, '/', { api });
    at('/api/cli/');
    await expect(root.component.preload?.()).resolves.toBeDefined();
    expect(root.routes).toHaveLength(1);
    expect(root.routes[0]).toMatchObject({ path: '/api/cli/', exact: true });
    expect(root.routes[0]?.component.name).toBe('SectionLoadFailed');
    expect(warn).toHaveBeenCalledWith(expect.any(String), error);
    // the failed load is not cached: the next preload tries again, and the page takes the error's place
    await root.component.preload?.();
    expect(api).toHaveBeenCalledTimes(2);
    expect(root.routes.map((route) => route.component.name)).not.toContain('SectionLoadFailed');
    expect(matchingPage(root.routes, '/api/cli/')?.path).toBe('/api/cli/');
    warn.mockRestore();
  });
});
