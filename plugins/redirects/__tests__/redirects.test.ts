import {
  checkAgainstPages,
  fallbackPage,
  htmlHasId,
  parseRedirects,
  redirectsFile,
  targetAnchor,
  targetPath,
} from '../lib/redirects';

const map = (...redirects: unknown[]) => ({ redirects });

describe('parseRedirects (the shape of src/data/redirects.json)', () => {
  it('reads from/to pairs, a target anchor allowed', () => {
    expect(
      parseRedirects(
        map(
          { from: '/concepts/mode/', to: '/configuration/mode/' },
          { from: '/guides/scaffolding/', to: '/api/cli/#commands' },
          { from: '/plugins/NoEmitOnErrorsPlugin/', to: '/plugins/no-emit-on-errors-plugin/' },
        ),
      ),
    ).toHaveLength(3);
    expect(targetPath('/api/cli/#commands')).toBe('/api/cli/');
    expect(targetAnchor('/api/cli/#commands')).toBe('commands');
    expect(targetAnchor('/api/cli/')).toBe('');
  });

  it('fails without a list, naming the file', () => {
    expect(() => parseRedirects({}, 'src/data/redirects.json')).toThrow(
      /^src\/data\/redirects\.json: "redirects" must be a list/,
    );
  });

  it.each([
    [
      'a source without its trailing slash',
      { from: '/concepts/mode', to: '/configuration/mode/' },
      /redirects\[0\] \(\/concepts\/mode\)\.from must be/,
    ],
    [
      'a source that is not a path',
      { from: 'concepts/mode/', to: '/configuration/mode/' },
      /\.from must be a site path/,
    ],
    ['a source with a query', { from: '/a/?x=1/', to: '/configuration/mode/' }, /\.from must be/],
    [
      'an external target',
      { from: '/a/', to: 'https://v4.webpack.js.org/loaders/file-loader/' },
      /redirects\[0\] \(\/a\/\)\.to must be/,
    ],
    ['a protocol-relative target', { from: '/a/', to: '//evil.example/' }, /\.to must be/],
    [
      'a target without its trailing slash',
      { from: '/a/', to: '/configuration/mode' },
      /\.to must be/,
    ],
    ['a malformed anchor', { from: '/a/', to: '/api/cli/#a b' }, /\.to must be/],
    [
      'an entry leading to itself',
      { from: '/a/', to: '/a/#x' },
      /redirects\[0\] \(\/a\/\) leads to itself/,
    ],
    ['a missing target', { from: '/a/' }, /\.to must be/],
  ])('fails on %s, naming the entry', (_name, entry, message) => {
    expect(() => parseRedirects(map(entry))).toThrow(message);
  });

  it('fails on a source listed twice and on a chain, naming every bad entry at once', () => {
    let error: Error | undefined;
    try {
      parseRedirects(
        map(
          { from: '/a/', to: '/b/' },
          { from: '/a/', to: '/c/' },
          { from: '/b/', to: '/c/' },
          { from: '/d', to: '/c/' },
        ),
      );
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(/redirects\[1\] \(\/a\/\)\.from is listed twice/);
    expect(error?.message).toMatch(
      /the entry for \/a\/ leads to \/b\/, which is itself redirected/,
    );
    expect(error?.message).toMatch(/redirects\[3\] \(\/d\)\.from must be/);
  });
});

describe('checkAgainstPages', () => {
  const pages = new Set(['/configuration/mode/', '/api/cli/', '/loaders/']);
  const isPage = (path: string) => pages.has(path);

  it('accepts targets that are pages and sources that are not', () => {
    expect(
      checkAgainstPages([{ from: '/concepts/mode/', to: '/configuration/mode/' }], isPage),
    ).toEqual([]);
  });

  it('names a target that is not a page, a source that is one, and a missing anchor', () => {
    const problems = checkAgainstPages(
      [
        { from: '/concepts/mode/', to: '/configuration/modes/' },
        { from: '/loaders/', to: '/configuration/mode/' },
        { from: '/guides/scaffolding/', to: '/api/cli/#init' },
        { from: '/contribute/writing-a-scaffold/', to: '/api/cli/#commands' },
      ],
      isPage,
      (_path, anchor) => anchor === 'commands',
    );
    expect(problems).toEqual([
      '/concepts/mode/ leads to /configuration/modes/, which is not a page of this site',
      '/loaders/ is a page of this site: the redirect to /configuration/mode/ would hide it',
      '/guides/scaffolding/ leads to /api/cli/#init, but /api/cli/ has no heading #init',
    ]);
  });
});

describe('htmlHasId', () => {
  it('finds an id quoted or not, as minified HTML writes it, and only a whole one', () => {
    expect(htmlHasId('<h2 class="anchor" id=commands>Commands</h2>', 'commands')).toBe(true);
    expect(htmlHasId('<h2 id="commands">', 'commands')).toBe(true);
    expect(htmlHasId("<h2 id='commands'>", 'commands')).toBe(true);
    expect(htmlHasId('<h2 id=commands-x>', 'commands')).toBe(false);
    expect(htmlHasId('<h2 data-id=commands>', 'commands')).toBe(false);
    expect(htmlHasId('<p>id=commands</p>', 'commands')).toBe(false);
  });
});

describe('what the build writes', () => {
  const redirects = [
    { from: '/concepts/mode/', to: '/configuration/mode/' },
    { from: '/guides/scaffolding/', to: '/api/cli/#commands' },
  ];

  it('writes _redirects lines in the Netlify / Cloudflare Pages format, under the base URL', () => {
    expect(redirectsFile(redirects).split('\n').slice(1)).toEqual([
      '/concepts/mode/ /configuration/mode/ 301',
      '/guides/scaffolding/ /api/cli/#commands 301',
      '',
    ]);
    expect(redirectsFile(redirects, '/docs/')).toContain(
      '/docs/concepts/mode/ /docs/configuration/mode/ 301',
    );
  });

  it('writes a fallback page that refreshes at once, names the canonical page and is not indexed', () => {
    const html = fallbackPage(redirects[1]!, 'https://webpack.js.org/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/api/cli/#commands" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://webpack.js.org/api/cli/#commands" />',
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<a href="/api/cli/#commands">');
    expect(html).not.toMatch(/<script/i);
  });
});
