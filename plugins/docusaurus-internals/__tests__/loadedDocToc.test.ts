jest.mock('@generated/registry', () => ({ __esModule: true, default: {} }), { virtual: true });
jest.mock('@generated/routesChunkNames', () => ({}), { virtual: true });

import { contentChunkName, tocValueText } from '../client/loadedDocToc';

describe('contentChunkName', () => {
  const chunkNames = {
    '/-a4f': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
    '/concepts/entry-points/-e89': { content: '057c2ace' },
    '/concepts/-0a1': { content: 'c2728190' },
    '/blog/-109': { __comp: 'a6aa9e1f', items: [{ content: 'x' }] },
  };

  it('finds the content chunk of a page, with or without its trailing slash', () => {
    expect(contentChunkName(chunkNames, '/concepts/entry-points/')).toBe('057c2ace');
    expect(contentChunkName(chunkNames, '/concepts/entry-points')).toBe('057c2ace');
    expect(contentChunkName(chunkNames, '/concepts/')).toBe('c2728190');
  });

  it('returns null for a route without a content module or an unknown page', () => {
    expect(contentChunkName(chunkNames, '/blog/')).toBeNull();
    expect(contentChunkName(chunkNames, '/nowhere/')).toBeNull();
  });
});

describe('tocValueText', () => {
  it('turns the TOC HTML into text', () => {
    expect(tocValueText('<code>output.filename</code> &amp; <code>a&lt;b&gt;</code>')).toBe(
      'output.filename & a<b>',
    );
  });
});
