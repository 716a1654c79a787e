import {
  FrontMatterError,
  isGithubHandle,
  isValidLinkUrl,
  validateBlogFrontMatter,
  validateDocFrontMatter,
} from '../lib/frontMatter';

const FILE = 'docs/guides/caching.md';

function errorOf(fn: () => unknown): FrontMatterError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FrontMatterError) return error;
    throw error;
  }
  throw new Error('expected a FrontMatterError');
}

describe('validateDocFrontMatter', () => {
  it('accepts every documented field and normalises contributors', () => {
    expect(
      validateDocFrontMatter(
        {
          title: 'Caching',
          description: 'Keep hashes stable.',
          sort: 8,
          group: 'Optimization',
          related: [{ title: 'Output', url: '/configuration/output/#outputfilename' }],
          repo: 'https://github.com/webpack-contrib/css-loader',
          source: 'https://github.com/webpack-contrib/css-loader/blob/main/README.md',
          edit: 'https://github.com/webpack-contrib/css-loader/edit/main/README.md',
        },
        FILE,
      ),
    ).toEqual({
      title: 'Caching',
      description: 'Keep hashes stable.',
      sort: 8,
      group: 'Optimization',
      contributors: [],
      related: [{ title: 'Output', url: '/configuration/output/#outputfilename' }],
      repo: 'https://github.com/webpack-contrib/css-loader',
      source: 'https://github.com/webpack-contrib/css-loader/blob/main/README.md',
      edit: 'https://github.com/webpack-contrib/css-loader/edit/main/README.md',
    });
  });

  it('requires a title and names the file and field', () => {
    const error = errorOf(() => validateDocFrontMatter({ description: 'x' }, FILE));
    expect(error.file).toBe(FILE);
    expect(error.field).toBe('title');
    expect(error.message).toBe(
      `Invalid front matter in ${FILE}: field "title" is required and must be a non-empty string`,
    );
    expect(errorOf(() => validateDocFrontMatter({ title: '  ' }, FILE)).field).toBe('title');
  });

  it('rejects unknown keys', () => {
    const error = errorOf(() => validateDocFrontMatter({ title: 'A', sidebar_position: 3 }, FILE));
    expect(error.field).toBe('sidebar_position');
    expect(error.message).toContain('not a known front matter field');
  });

  it('requires sort to be a number, negative on section indexes', () => {
    expect(errorOf(() => validateDocFrontMatter({ title: 'A', sort: '3' }, FILE)).field).toBe(
      'sort',
    );
    expect(
      errorOf(() => validateDocFrontMatter({ title: 'A', sort: 1 }, FILE, { isSectionIndex: true }))
        .field,
    ).toBe('sort');
    expect(
      validateDocFrontMatter({ title: 'A', sort: -1 }, FILE, { isSectionIndex: true }).sort,
    ).toBe(-1);
  });

  it('requires contributors to be GitHub handles', () => {
    expect(
      validateDocFrontMatter({ title: 'A', contributors: ['octo-cat', 'a1'] }, FILE).contributors,
    ).toEqual(['octo-cat', 'a1']);
    expect(
      errorOf(() => validateDocFrontMatter({ title: 'A', contributors: 'octocat' }, FILE)).field,
    ).toBe('contributors');
    const error = errorOf(() =>
      validateDocFrontMatter({ title: 'A', contributors: ['ok', 'not a handle'] }, FILE),
    );
    expect(error.field).toBe('contributors');
    expect(error.message).toContain('entry 2');
  });

  it('requires related entries to have a title and a valid url', () => {
    expect(
      errorOf(() => validateDocFrontMatter({ title: 'A', related: { title: 'x' } }, FILE)).field,
    ).toBe('related');
    expect(
      errorOf(() => validateDocFrontMatter({ title: 'A', related: [{ url: '/a/' }] }, FILE))
        .message,
    ).toContain('needs a title');
    expect(
      errorOf(() =>
        validateDocFrontMatter({ title: 'A', related: [{ title: 'x', url: 'not a url' }] }, FILE),
      ).message,
    ).toContain('needs a valid url');
    expect(
      errorOf(() =>
        validateDocFrontMatter(
          { title: 'A', related: [{ title: 'x', url: '/a/', extra: 1 }] },
          FILE,
        ),
      ).message,
    ).toContain('unknown keys: extra');
  });

  it('requires group to be a string and package links to be absolute URLs', () => {
    expect(errorOf(() => validateDocFrontMatter({ title: 'A', group: 3 }, FILE)).field).toBe(
      'group',
    );
    expect(
      errorOf(() => validateDocFrontMatter({ title: 'A', repo: 'github.com/x/y' }, FILE)).field,
    ).toBe('repo');
    expect(errorOf(() => validateDocFrontMatter({ title: 'A', edit: '' }, FILE)).field).toBe(
      'edit',
    );
  });
});

describe('validateBlogFrontMatter', () => {
  it('accepts title, description, authors, date and tags', () => {
    expect(
      validateBlogFrontMatter(
        {
          title: 'Post',
          description: 'd',
          authors: 'webpack',
          date: '2026-11-01',
          tags: ['release'],
        },
        'blog/x.md',
      ),
    ).toEqual({
      title: 'Post',
      description: 'd',
      authors: 'webpack',
      date: '2026-11-01',
      tags: ['release'],
    });
  });

  it('rejects bad fields by name', () => {
    expect(errorOf(() => validateBlogFrontMatter({}, 'blog/x.md')).field).toBe('title');
    expect(
      errorOf(() => validateBlogFrontMatter({ title: 'P', date: 'soon' }, 'blog/x.md')).field,
    ).toBe('date');
    expect(
      errorOf(() => validateBlogFrontMatter({ title: 'P', slug: 'x' }, 'blog/x.md')).field,
    ).toBe('slug');
  });
});

describe('helpers', () => {
  it('recognises GitHub handles', () => {
    expect(isGithubHandle('sokra')).toBe(true);
    expect(isGithubHandle('-bad')).toBe(false);
    expect(isGithubHandle('bad--double')).toBe(false);
    expect(isGithubHandle('a'.repeat(40))).toBe(false);
  });

  it('recognises link urls', () => {
    expect(isValidLinkUrl('/concepts/')).toBe(true);
    expect(isValidLinkUrl('https://example.com/a')).toBe(true);
    expect(isValidLinkUrl('//example.com')).toBe(false);
    expect(isValidLinkUrl('ftp://x')).toBe(false);
    expect(isValidLinkUrl('concepts/')).toBe(false);
  });
});
