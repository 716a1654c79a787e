import { extractPage, isExcludedPath, splitLongSections, toSearchDocument } from '../lib/extract';
import { appShell, blogList, blogPost, codeBlock, docPage, printablePage } from './fixtures';

describe('extractPage', () => {
  const html = docPage('Entry Points', 'An entry point is where webpack starts &amp; reads.', [
    {
      heading: 'Named entries',
      id: 'named-entries',
      html: `<p>Give each <code>entry</code> a name.</p>${codeBlock('const secretCodeWord = 1;')}`,
    },
    {
      heading: 'Sharing code with <code>dependOn</code>',
      id: 'sharing-code',
      level: 3,
      html: '<ul><li>first item</li><li>second item</li></ul>',
    },
  ]);
  const page = extractPage(html);

  it('reads the kind and the title from the h1', () => {
    expect(page.kind).toBe('doc');
    expect(page.noindex).toBe(false);
    expect(page.title).toBe('Entry Points');
  });

  it('cuts the article into sections at h2 and h3, with heading text and anchor id', () => {
    expect(page.sections).toEqual([
      { heading: '', id: '', text: 'An entry point is where webpack starts & reads.' },
      { heading: 'Named entries', id: 'named-entries', text: 'Give each entry a name.' },
      { heading: 'Sharing code with dependOn', id: 'sharing-code', text: 'first item second item' },
    ]);
  });

  it('leaves out code blocks, their titles and copy buttons, "#" links and everything outside the article text', () => {
    const all = JSON.stringify(page);
    for (const noise of [
      'secretCodeWord',
      'webpack.config.js',
      'Copy',
      'Direct link',
      '\u200b',
      'navbarword',
      'sidebarword',
      'tocword',
      'editword',
      'nextword',
      'footerword',
      'On this page',
    ]) {
      expect({ noise, found: all.includes(noise) }).toEqual({ noise, found: false });
    }
  });

  it('reads the meta description, and keeps plain-text blocks (quoted messages) as text and as quoted', () => {
    const quoting = extractPage(
      docPage(
        'Module Resolution',
        'Intro.',
        [
          {
            heading: 'Node.js core modules',
            id: 'core',
            html:
              '<p>The build stops:</p>' +
              codeBlock("Module not found: Error: Can't resolve 'path'", '', 'text') +
              codeBlock('secretCodeWord()'),
          },
        ],
        '<meta data-rh=true name=description content="How webpack finds &amp; resolves modules.">',
      ),
    );
    expect(quoting.description).toBe('How webpack finds & resolves modules.');
    expect(quoting.sections[1]).toEqual({
      heading: 'Node.js core modules',
      id: 'core',
      text: "The build stops: Module not found: Error: Can't resolve 'path'",
      quoted: "Module not found: Error: Can't resolve 'path'",
    });
    expect(JSON.stringify(quoting)).not.toMatch(/secretCodeWord|Copy/);
  });

  it('reads a blog post', () => {
    const post = extractPage(blogPost('What is new', 'Persistent caching is <em>faster</em>.'));
    expect(post).toMatchObject({ kind: 'blog-post', title: 'What is new' });
    expect(post.sections).toEqual([{ heading: '', id: '', text: 'Persistent caching is faster.' }]);
  });

  it('marks noindex pages and pages that are neither docs pages nor posts', () => {
    expect(extractPage(printablePage('Concepts', 'everything')).noindex).toBe(true);
    expect(extractPage(appShell())).toMatchObject({ kind: null, noindex: true });
    expect(extractPage(blogList()).kind).toBeNull();
  });

  it('falls back to <title> without the site suffix when there is no h1', () => {
    expect(extractPage(docPage('Title', 'x').replace('<h1>Title</h1>', '')).title).toBe('Title');
  });
});

describe('isExcludedPath', () => {
  it.each([
    '/concepts/printable/',
    '/api/printable/',
    '/app-shell/',
    '/404.html',
    '/search/manifest.json',
  ])('excludes %s', (path) => {
    expect(isExcludedPath(path)).toBe(true);
  });
  it.each(['/concepts/', '/guides/printable-css/', '/plugins/app-shell-plugin/'])(
    'keeps %s',
    (path) => {
      expect(isExcludedPath(path)).toBe(false);
    },
  );
});

describe('toSearchDocument', () => {
  it('indexes docs pages and blog posts with their section label', () => {
    expect(
      toSearchDocument(
        '/concepts/entry-points/',
        docPage('Entry Points', 'Intro text.'),
        'Concepts',
      ),
    ).toMatchObject({
      url: '/concepts/entry-points/',
      title: 'Entry Points',
      section: 'Concepts',
    });
    expect(toSearchDocument('/blog/2026/x/', blogPost('Post', 'Body.'), 'Blog')).toMatchObject({
      section: 'Blog',
    });
  });

  it('keeps printable pages out, even when their HTML looks like a docs page', () => {
    expect(
      toSearchDocument('/concepts/printable/', printablePage('Concepts', 'all of it'), 'Concepts'),
    ).toBeNull();
    expect(
      toSearchDocument('/concepts/printable/', docPage('Concepts', 'all of it'), 'Concepts'),
    ).toBeNull();
  });

  it('keeps noindex docs pages, the app shell and list pages out', () => {
    const noindex = docPage('Hidden', 'x', [], '<meta name=robots content="noindex, nofollow">');
    expect(toSearchDocument('/concepts/hidden/', noindex, 'Concepts')).toBeNull();
    expect(toSearchDocument('/app-shell/', appShell(), 'Concepts')).toBeNull();
    expect(toSearchDocument('/blog/', blogList(), 'Concepts')).toBeNull();
  });
});

describe('splitLongSections', () => {
  it('splits at word boundaries into continuation sections that keep heading and id', () => {
    const text = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitLongSections([{ heading: 'H', id: 'h', text }], 50);
    expect(pieces.length).toBeGreaterThan(1);
    expect(
      pieces.every((piece) => piece.heading === 'H' && piece.id === 'h' && piece.text.length <= 50),
    ).toBe(true);
    expect(pieces.map((piece) => piece.text).join(' ')).toBe(text);
  });

  it('leaves short sections alone', () => {
    const sections = [{ heading: '', id: '', text: 'short' }];
    expect(splitLongSections(sections, 50)).toEqual(sections);
  });
});
