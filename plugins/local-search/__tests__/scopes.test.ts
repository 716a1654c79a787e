import { groupByScope, scopeDir, scopeOfUrl, scopePath, type SearchScope } from '../lib/scopes';

const current: SearchScope = { name: 'current', label: '5', path: '', isLast: true };
const v4: SearchScope = { name: '4', label: '4', path: 'v4', isLast: false };
const scopes = [current, v4];

describe('search scopes (one index per docs version)', () => {
  it('reads a version path relative to the base URL', () => {
    expect(scopePath('/', '/')).toBe('');
    expect(scopePath('/v4', '/')).toBe('v4');
    expect(scopePath('/docs/v4/', '/docs/')).toBe('v4');
  });

  it('writes the default version at search/ and the others under their path', () => {
    expect(scopeDir(current)).toBe('search/');
    expect(scopeDir(v4)).toBe('search/v4/');
  });

  it('puts a page in the version whose path starts its URL, everything else in the default version', () => {
    expect(scopeOfUrl('/v4/configuration/output/', scopes)).toBe(v4);
    expect(scopeOfUrl('/v4/', scopes)).toBe(v4);
    expect(scopeOfUrl('/v4', scopes)).toBe(v4);
    expect(scopeOfUrl('/configuration/output/', scopes)).toBe(current);
    expect(scopeOfUrl('/blog/2026/10/15/webpack-5-112/', scopes)).toBe(current);
    // a page whose name only begins like the version path is not in that version
    expect(scopeOfUrl('/v4-migration-notes/', scopes)).toBe(current);
    expect(scopeOfUrl('/docs/v4/api/', scopes, '/docs/')).toBe(v4);
  });

  it('groups pages by scope, keeping empty scopes', () => {
    const groups = groupByScope(
      [{ url: '/concepts/' }, { url: '/v4/concepts/' }, { url: '/blog/' }],
      scopes,
    );
    expect(groups.get(current)!.map((page) => page.url)).toEqual(['/concepts/', '/blog/']);
    expect(groups.get(v4)!.map((page) => page.url)).toEqual(['/v4/concepts/']);
    expect(groupByScope([{ url: '/concepts/' }], scopes).get(v4)).toEqual([]);
  });

  it('refuses a version list without a default version', () => {
    expect(() => scopeOfUrl('/concepts/', [v4])).toThrow('one docs version marked as the last');
  });
});
