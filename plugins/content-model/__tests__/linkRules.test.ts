/**
 * Issue #20 — one URL validator for every link field, calendar dates for posts,
 * duplicate URLs and broken YAML named by file (and line).
 */
import {
  FrontMatterError,
  validateBlogFrontMatter,
  validateDocFrontMatter,
} from '../lib/frontMatter';
import { checkLinkUrl, isCalendarDate } from '../lib/linkRules';
import { buildContentModel } from '../lib/tree';
import { page, writeSite } from './fixtures';

const FILE = 'docs/guides/caching.md';

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected an error');
}

describe('checkLinkUrl', () => {
  it.each([
    '/\\evil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '//evil.com',
    '/\\/evil.com',
    '/%2F/evil.com',
    'javascript:alert(1)',
    'concepts/',
    '/a b/',
    'https://',
    'https://exa mple.com/',
    'ftp://x',
  ])('rejects %s', (value) => {
    expect(checkLinkUrl(value)).not.toBeNull();
  });

  it.each([
    '/concepts/',
    '/configuration/output/#outputfilename',
    'https://github.com/webpack/webpack',
    'http://example.com/a?b=c',
  ])('accepts %s', (value) => {
    expect(checkLinkUrl(value)).toBeNull();
  });

  it('accepts only absolute http(s) URLs when asked', () => {
    expect(checkLinkUrl('/concepts/', { absolute: true })).not.toBeNull();
    expect(
      checkLinkUrl('https://github.com/webpack/webpack/edit/main/README.md', { absolute: true }),
    ).toBeNull();
    expect(
      checkLinkUrl('https://github.com/webpack/web pack/edit/main/README.md', { absolute: true }),
    ).not.toBeNull();
  });
});

describe('every link field goes through the one validator', () => {
  it.each(['/\\evil.com', '/%5Cevil.com', '//evil.com'])('related rejects %s', (url) => {
    const error = errorOf(() =>
      validateDocFrontMatter({ title: 'A', related: [{ title: 'X', url }] }, FILE),
    );
    expect(error).toBeInstanceOf(FrontMatterError);
    expect((error as FrontMatterError).field).toBe('related');
    expect(error.message).toContain(FILE);
  });

  it.each([
    ['repo', 'https://'],
    ['edit', 'https://github.com/webpack/webpack/edit/main/a file.md'],
    ['source', 'https://github.com/x/%5C..'],
    ['repo', '/\\evil.com'],
  ])('%s rejects %s', (field, value) => {
    const error = errorOf(() => validateDocFrontMatter({ title: 'A', [field]: value }, FILE));
    expect((error as FrontMatterError).field).toBe(field);
  });
});

describe('blog dates', () => {
  it('is a real calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('1')).toBe(false);
    expect(isCalendarDate('hello 2')).toBe(false);
  });

  it.each(['1', 'hello 2', '2026-02-30', '2026-13-01'])(
    'rejects date %s in front matter',
    (date) => {
      const error = errorOf(() => validateBlogFrontMatter({ title: 'P', date }, 'blog/x.md'));
      expect((error as FrontMatterError).field).toBe('date');
    },
  );

  it('accepts a date with a time, and a YAML date', () => {
    expect(
      validateBlogFrontMatter({ title: 'P', date: '2026-11-01T10:00:00Z' }, 'blog/x.md').date,
    ).toBe('2026-11-01T10:00:00Z');
    expect(
      validateBlogFrontMatter({ title: 'P', date: new Date('2026-11-01') }, 'blog/x.md').date,
    ).toBe('2026-11-01T00:00:00.000Z');
  });

  it('rejects a post whose file name is not a calendar date', () => {
    const siteDir = writeSite({
      'docs/index.md': page('title: Home'),
      'blog/2026-02-30-post.md': page('title: Post'),
    });
    expect(errorOf(() => buildContentModel({ siteDir })).message).toMatch(
      /blog\/2026-02-30-post\.md.*2026-02-30/,
    );
  });
});

describe('content model errors name the files', () => {
  it('fails when two files have one URL, naming both', () => {
    const siteDir = writeSite({
      'docs/index.md': page('title: Home'),
      'docs/guides/x.md': page('title: X'),
      'docs/guides/x/index.md': page('title: X again'),
    });
    const message = errorOf(() => buildContentModel({ siteDir })).message;
    expect(message).toContain('/guides/x/');
    expect(message).toContain('docs/guides/x.md');
    expect(message).toContain('docs/guides/x/index.md');
  });

  it('names the file and the line of broken YAML', () => {
    const siteDir = writeSite({
      'docs/index.md': page('title: Home'),
      'docs/broken.md': '---\ntitle: Broken\nsort: 1\ntitle: Again\n---\n\nText\n',
    });
    const message = errorOf(() => buildContentModel({ siteDir })).message;
    expect(message).toMatch(/^docs\/broken\.md:4: /);
    expect(message).toMatch(/YAML/);
  });
});
