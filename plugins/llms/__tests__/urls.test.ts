import { absoluteUrl, resolveLink, siteRoot, twinPath } from '../lib/urls';
import { rewriteLinkTargets, splitCodeSpans } from '../lib/links';

describe('urls', () => {
  it('puts the twin beside the page', () => {
    expect(twinPath('/concepts/entry-points/')).toBe('/concepts/entry-points/index.md');
    expect(twinPath('/license')).toBe('/license/index.md');
  });

  it('builds the site root from url and baseUrl', () => {
    expect(siteRoot('https://webpack.js.org')).toBe('https://webpack.js.org/');
    expect(siteRoot('https://webpack.js.org/', '/')).toBe('https://webpack.js.org/');
    expect(siteRoot('https://example.com', '/docs/')).toBe('https://example.com/docs/');
    expect(absoluteUrl('https://example.com/docs/', '/guides/')).toBe(
      'https://example.com/docs/guides/',
    );
  });

  it('resolves site paths against the root and relative targets against the page', () => {
    const root = 'https://example.com/docs/';
    const page = 'https://example.com/docs/guides/caching/';
    expect(resolveLink('/concepts/#a', page, root)).toBe('https://example.com/docs/concepts/#a');
    expect(resolveLink('#hash', page, root)).toBe('https://example.com/docs/guides/caching/#hash');
    expect(resolveLink('../output/', page, root)).toBe('https://example.com/docs/guides/output/');
    expect(resolveLink('https://github.com/webpack', page, root)).toBe(
      'https://github.com/webpack',
    );
    expect(resolveLink('mailto:a@example.com', page, root)).toBe('mailto:a@example.com');
    expect(resolveLink('//cdn.example.com/x.js', page, root)).toBe('//cdn.example.com/x.js');
  });
});

describe('links', () => {
  it('splits code spans by matching backtick runs', () => {
    expect(splitCodeSpans('a `b` c ``d ` e`` f')).toEqual([
      { code: false, text: 'a ' },
      { code: true, text: '`b`' },
      { code: false, text: ' c ' },
      { code: true, text: '``d ` e``' },
      { code: false, text: ' f' },
    ]);
    // An unmatched run is literal.
    expect(splitCodeSpans('a ``b` c')).toEqual([{ code: false, text: 'a ``b` c' }]);
  });

  it('rewrites inline links, angle-bracket targets and HTML attributes, keeping titles', () => {
    const up = (target: string) => target.toUpperCase();
    expect(rewriteLinkTargets('[a](/x/ "T") [b](<y z>) <img src="/i.png">', up)).toBe(
      '[a](/X/ "T") [b](<Y Z>) <img src="/I.PNG">',
    );
    expect(rewriteLinkTargets('`[a](/x/)` [a](/x/)', up)).toBe('`[a](/x/)` [a](/X/)');
  });
});
