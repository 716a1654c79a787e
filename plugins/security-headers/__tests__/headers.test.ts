import { createHash } from 'node:crypto';
import { contentSecurityPolicy, headersFile, inlineScripts, securityHeaders } from '../lib/headers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseHeadersFile, headersFor } = require('../../../scripts/lib/serve-rules.cjs');

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScripts', () => {
  it('hashes each executed inline script once, exactly as written', () => {
    const html =
      '<html><head><script>var a="<b>";</script><script src="/x.js"></script></head>' +
      '<body><script>var a="<b>";</script><script type="module">import("/y.js")</script>' +
      '<script type="application/ld+json">{"a":1}</script></body></html>';
    expect(inlineScripts(html).hashes.sort()).toEqual(
      [sha('var a="<b>";'), sha('import("/y.js")')].sort(),
    );
  });

  it('reports inline event handlers, which no hash can allow', () => {
    expect(
      inlineScripts('<img src=x onerror="alert(1)"><a href=/ onClick=go()>a</a>').eventHandlers,
    ).toEqual(['<img onerror>', '<a onclick>']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows site scripts and hashed inline scripts, never unsafe-inline or eval for scripts', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['sha256-abc='] });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds configured hosts to their directive only', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      extra: { 'connect-src': ['https://*.algolia.net'] },
    });
    expect(csp).toContain("connect-src 'self' https://*.algolia.net");
    expect(csp).not.toMatch(/script-src[^;]*algolia/);
  });
});

describe('_headers', () => {
  it('is read back by the production server as the same headers for every path', () => {
    const headers = securityHeaders(contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }));
    const rules = parseHeadersFile(headersFile(headers));
    expect(headersFor(rules, '/concepts/')).toEqual(headers);
    expect(headersFor(rules, '/assets/js/main.js')).toEqual(headers);
  });
});
