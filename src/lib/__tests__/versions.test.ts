import { describe, expect, it } from '@jest/globals';
import { CURRENT_VERSION, VERSIONS, checkVersionSiteUrl, isVersion, versionHref } from '../versions';

const hosts = { '4': 'https://v4.webpack.js.org' };

describe('versions', () => {
  it('offers 5 (current) and 4, as the spec lists them', () => {
    expect(VERSIONS).toEqual(['5', '4']);
    expect(CURRENT_VERSION).toBe('5');
    expect(isVersion('4')).toBe(true);
    expect(isVersion('3')).toBe(false);
  });
});

describe('versionHref', () => {
  it('keeps the reader on this site for the current version', () => {
    expect(versionHref('5', hosts, '/concepts/')).toBeUndefined();
  });

  it('sends version 4 to the same path and hash on the v4 host', () => {
    expect(versionHref('4', hosts, '/concepts/entry-points/')).toBe('https://v4.webpack.js.org/concepts/entry-points/');
    expect(versionHref('4', hosts, '/configuration/output/', '#outputfilename')).toBe(
      'https://v4.webpack.js.org/configuration/output/#outputfilename',
    );
    expect(versionHref('4', hosts, '/')).toBe('https://v4.webpack.js.org/');
  });

  it('joins a host given with a trailing slash or a path prefix without doubling slashes', () => {
    expect(versionHref('4', { '4': 'https://example.test/' }, '/api/')).toBe('https://example.test/api/');
    expect(versionHref('4', { '4': 'https://example.test/v4//' }, '/api/')).toBe('https://example.test/v4/api/');
    expect(versionHref('4', hosts, 'api/')).toBe('https://v4.webpack.js.org/api/');
  });

  it('rejects a version the site does not offer', () => {
    expect(() => versionHref('3', hosts, '/')).toThrow(/Unknown documentation version "3"/);
  });

  it('rejects a v4 host that is not an http(s) URL, naming V4_SITE_URL', () => {
    expect(() => versionHref('4', { '4': 'v4.webpack.js.org' }, '/')).toThrow(/V4_SITE_URL/);
    expect(() => versionHref('4', { '4': 'javascript:alert(1)' }, '/')).toThrow(/https:\/\/ or http:\/\//);
  });
});

describe('checkVersionSiteUrl', () => {
  it('passes an http(s) URL through unchanged', () => {
    expect(checkVersionSiteUrl('https://v4.webpack.js.org')).toBe('https://v4.webpack.js.org');
    expect(checkVersionSiteUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/');
  });

  it('fails the build with the variable name for anything else', () => {
    expect(() => checkVersionSiteUrl('')).toThrow(/V4_SITE_URL must be/);
    expect(() => checkVersionSiteUrl('ftp://v4.webpack.js.org')).toThrow(/V4_SITE_URL must start with https:\/\//);
  });
});
