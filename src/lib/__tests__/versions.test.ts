import { describe, expect, it } from '@jest/globals';
import renamesFile from '../../data/versionRenames.json';
import { checkRenames } from '../versionRenames';
import {
  CURRENT_VERSION,
  VERSIONS,
  checkVersionSiteUrl,
  isVersion,
  pagesByVersion,
  samePathIn,
  versionHref,
  versionOfPath,
  versionTarget,
  type Version,
} from '../versions';

const pages: Record<Version, Set<string>> = {
  '5': new Set([
    '/',
    '/concepts/',
    '/configuration/',
    '/configuration/output/',
    '/guides/',
    '/guides/asset-modules/',
    '/plugins/named-module-ids-plugin/',
    '/vote/',
  ]),
  '4': new Set([
    '/v4/',
    '/v4/concepts/',
    '/v4/configuration/',
    '/v4/configuration/output/',
    '/v4/guides/',
    '/v4/guides/asset-management/',
    '/v4/plugins/named-modules-plugin/',
  ]),
};

describe('versions', () => {
  it('offers 5 (current) and 4, as the spec lists them', () => {
    expect(VERSIONS).toEqual(['5', '4']);
    expect(CURRENT_VERSION).toBe('5');
    expect(isVersion('4')).toBe(true);
    expect(isVersion('3')).toBe(false);
  });

  it('reads the version from the path: /v4/ pages are 4, every other path is 5', () => {
    expect(versionOfPath('/v4/configuration/output/')).toBe('4');
    expect(versionOfPath('/v4')).toBe('4');
    expect(versionOfPath('/v40/')).toBe('5');
    expect(versionOfPath('/configuration/output/')).toBe('5');
    expect(versionOfPath('/')).toBe('5');
  });

  it('moves a path between versions by its prefix', () => {
    expect(samePathIn('/configuration/output/', '4')).toBe('/v4/configuration/output/');
    expect(samePathIn('/v4/configuration/output', '5')).toBe('/configuration/output/');
    expect(samePathIn('/v4/', '5')).toBe('/');
  });
});

describe('versionTarget', () => {
  it('goes to the same page in the other version, keeping the hash, and back', () => {
    const to4 = versionTarget('/configuration/output/', '#outputfilename', '4', pages);
    expect(to4).toEqual({
      pathname: '/v4/configuration/output/',
      hash: '#outputfilename',
      match: 'same',
    });
    expect(versionTarget(to4.pathname, to4.hash, '5', pages)).toEqual({
      pathname: '/configuration/output/',
      hash: '#outputfilename',
      match: 'same',
    });
  });

  it('falls back to the section front page, then to the version home, never a missing page', () => {
    expect(versionTarget('/guides/asset-modules/', '#x', '4', pages)).toEqual({
      pathname: '/v4/guides/',
      hash: '',
      match: 'section',
    });
    expect(versionTarget('/api/cli/', '', '4', pages)).toEqual({
      pathname: '/v4/',
      hash: '',
      match: 'home',
    });
    expect(versionTarget('/vote/', '', '4', pages)).toEqual({
      pathname: '/v4/',
      hash: '',
      match: 'home',
    });
    expect(versionTarget('/v4/loaders/file-loader/', '', '5', pages)).toEqual({
      pathname: '/',
      hash: '',
      match: 'home',
    });
  });

  it('follows the rename map when its page exists, else the ordinary fallbacks', () => {
    const renames = [
      { from: '/guides/asset-modules/', to: '/v4/guides/asset-management/' },
      { from: '/v4/plugins/named-modules-plugin/', to: '/plugins/named-module-ids-plugin/' },
      { from: '/configuration/cache/', to: '/v4/configuration/other-options/' },
    ];
    expect(versionTarget('/guides/asset-modules/', '#x', '4', pages, renames)).toEqual({
      pathname: '/v4/guides/asset-management/',
      hash: '',
      match: 'renamed',
    });
    expect(
      versionTarget('/v4/plugins/named-modules-plugin/', '', '5', pages, renames).pathname,
    ).toBe('/plugins/named-module-ids-plugin/');
    // /v4/configuration/other-options/ is not among the pages: the section front page instead.
    expect(versionTarget('/configuration/cache/', '', '4', pages, renames)).toEqual({
      pathname: '/v4/configuration/',
      hash: '',
      match: 'section',
    });
  });

  it('stays put when the page already is in the chosen version', () => {
    expect(versionTarget('/v4/concepts', '#a', '4', pages)).toEqual({
      pathname: '/v4/concepts/',
      hash: '#a',
      match: 'same',
    });
  });
});

describe('versionHref', () => {
  const target = versionTarget('/v4/configuration/output/', '#outputjsonpfunction', '4', pages);

  it('is the target on this site without a version host', () => {
    expect(versionHref(target, '4')).toBe('/v4/configuration/output/#outputjsonpfunction');
    expect(
      versionHref(versionTarget('/v4/concepts/', '', '5', pages), '5', {
        '4': 'https://v4.example.test',
      }),
    ).toBe('/concepts/');
  });

  it('with V4_SITE_URL, opens the same mapped page at the root of that host', () => {
    expect(versionHref(target, '4', { '4': 'https://v4.example.test/' })).toBe(
      'https://v4.example.test/configuration/output/#outputjsonpfunction',
    );
    expect(
      versionHref(versionTarget('/api/cli/', '', '4', pages), '4', {
        '4': 'https://v4.example.test',
      }),
    ).toBe('https://v4.example.test/');
  });

  it('rejects a host that is not an http(s) URL, naming V4_SITE_URL', () => {
    expect(() => versionHref(target, '4', { '4': 'javascript:alert(1)' })).toThrow(
      /V4_SITE_URL must start with https:\/\//,
    );
  });
});

describe('pagesByVersion', () => {
  it("reads each version's page paths from the docs plugin data, the site home counting as 5", () => {
    const result = pagesByVersion([
      { name: 'current', docs: [{ path: '/concepts/' }, { path: '/configuration/output' }] },
      { name: '4', docs: [{ path: '/v4/concepts/' }] },
      { name: '3', docs: [{ path: '/v3/concepts/' }] },
    ]);
    expect([...result['5']].sort()).toEqual(['/', '/concepts/', '/configuration/output/']);
    expect([...result['4']]).toEqual(['/v4/concepts/']);
  });
});

describe('checkRenames', () => {
  it('accepts the committed data file', () => {
    expect(checkRenames(renamesFile).length).toBeGreaterThan(0);
  });

  it('names the file and the entry for a bad path, a same-version rename or a duplicate', () => {
    expect(() => checkRenames({ renames: [{ from: '/a', to: '/v4/a/' }] }, 'f.json')).toThrow(
      'f.json: renames[0].from must be a site path',
    );
    expect(() => checkRenames({ renames: [{ from: '/a/', to: '/b/' }] }, 'f.json')).toThrow(
      'f.json: renames[0] leads from /a/ to /b/, a page of the same version',
    );
    expect(() =>
      checkRenames(
        {
          renames: [
            { from: '/a/', to: '/v4/a/' },
            { from: '/a/', to: '/v4/b/' },
          ],
        },
        'f.json',
      ),
    ).toThrow('f.json: renames[1].from /a/ is listed twice');
    expect(() => checkRenames({}, 'f.json')).toThrow('f.json: "renames" must be a list');
  });
});

describe('checkVersionSiteUrl', () => {
  it('passes an http(s) URL through unchanged', () => {
    expect(checkVersionSiteUrl('https://v4.webpack.js.org')).toBe('https://v4.webpack.js.org');
    expect(checkVersionSiteUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/');
  });

  it('fails the build with the variable name for anything else', () => {
    expect(() => checkVersionSiteUrl('')).toThrow(/V4_SITE_URL must be/);
    expect(() => checkVersionSiteUrl('ftp://v4.webpack.js.org')).toThrow(
      /V4_SITE_URL must start with https:\/\//,
    );
  });
});
