/** Issue #20 — the production server's pure rules (scripts/lib/serve-rules.cjs). */
import {
  ByteLru,
  decodeUrlPath,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
  pickEncoding,
} from '../serve-rules.cjs';

describe('pickEncoding (RFC 9110 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['GZip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['br;q=abc', null],
    ['deflate', null],
  ])('%p → %p', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('decodeUrlPath', () => {
  it.each(['/%', '/%zz', '/concepts/%', '/%E0%A4%A', '/a%00b'])('refuses %s', (value) => {
    expect(decodeUrlPath(value)).toBeNull();
  });

  it('decodes a well-formed path', () => {
    expect(decodeUrlPath('/concepts/entry%20points/')).toBe('/concepts/entry points/');
    expect(decodeUrlPath('/%E4%B8%AD/')).toBe('/中/');
  });
});

describe('ByteLru', () => {
  it('never holds more bytes than its budget, dropping the least recently used', () => {
    const cache = new ByteLru(100);
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    cache.get('a');
    cache.set('c', Buffer.alloc(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    for (let i = 0; i < 40; i++) cache.set(`main.${i}.js`, Buffer.alloc(30));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(3);
  });

  it('does not keep an entry larger than the budget', () => {
    const cache = new ByteLru(10);
    cache.set('big', Buffer.alloc(11));
    expect(cache.has('big')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new ByteLru(100);
    cache.set('a', Buffer.alloc(60));
    cache.set('a', Buffer.alloc(50));
    expect(cache.bytes).toBe(50);
  });
});

describe('_headers', () => {
  const file = [
    '# written by the build',
    '/*',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    "  Content-Security-Policy: default-src 'self'",
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/sw.js',
    '  Cache-Control: no-cache',
  ].join('\n');

  it('parses path rules and applies every matching one in order', () => {
    const rules = parseHeadersFile(file);
    expect(rules).toHaveLength(3);
    expect(headersFor(rules, '/concepts/')).toEqual({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "default-src 'self'",
    });
    expect(headersFor(rules, '/assets/js/main.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/sw.jsx')['Cache-Control']).toBeUndefined();
  });

  it('refuses a header line outside a path rule', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/line 1/);
  });
});

describe('_redirects', () => {
  const rules = parseRedirectsFile(
    [
      '# Old URLs, written by plugins/redirects',
      '/concepts/mode/ /configuration/mode/ 301',
      '/guides/scaffolding/   /api/cli/#commands',
      '/concepts/mode/ /somewhere-else/ 301',
      '/temporary/ /guides/ 302',
      '/rewrite/ /guides/ 200',
      '/splat/* /guides/:splat 301',
      '/external/ https://example.com/ 301',
      '/protocol/ //example.com/ 301',
      'not a rule at all but words',
      '/alone/',
    ].join('\r\n'),
  );

  it('reads site-path redirects, first rule for a source winning, 301 when no status is given', () => {
    expect([...rules.keys()]).toEqual(['/concepts/mode/', '/guides/scaffolding/', '/temporary/']);
    expect(rules.get('/concepts/mode/')).toEqual({ to: '/configuration/mode/', status: 301 });
    expect(rules.get('/guides/scaffolding/')).toEqual({ to: '/api/cli/#commands', status: 301 });
    expect(rules.get('/temporary/')?.status).toBe(302);
  });

  it('skips rewrites, splats, other hosts and lines it cannot read, as a CDN does', () => {
    for (const source of ['/rewrite/', '/splat/*', '/external/', '/protocol/', '/alone/'])
      expect(rules.has(source)).toBe(false);
    expect(parseRedirectsFile('')).toEqual(new Map());
  });

  it('redirects a source with or without its trailing slash, keeping the query before the anchor', () => {
    expect(redirectFor(rules, '/concepts/mode/')).toEqual({
      location: '/configuration/mode/',
      status: 301,
    });
    expect(redirectFor(rules, '/concepts/mode', '?a=1')?.location).toBe('/configuration/mode/?a=1');
    expect(redirectFor(rules, '/guides/scaffolding/', '?a=1')?.location).toBe(
      '/api/cli/?a=1#commands',
    );
    expect(redirectFor(rules, '/concepts/mode/x/')).toBeNull();
    expect(redirectFor(rules, '/concepts/')).toBeNull();
  });
});
