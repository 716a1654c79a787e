import {
  authorHandle,
  EXCLUDED_CONTRIBUTORS,
  handleFromEmail,
  mergeContributors,
  pageContributors,
  parseGitLog,
} from '../lib/contributors';

describe('handleFromEmail', () => {
  it('reads handles from GitHub noreply addresses only', () => {
    expect(handleFromEmail('12345+octo-cat@users.noreply.github.com')).toBe('octo-cat');
    expect(handleFromEmail('octocat@users.noreply.github.com')).toBe('octocat');
    expect(handleFromEmail('someone@example.com')).toBeNull();
    expect(handleFromEmail('49699333+dependabot[bot]@users.noreply.github.com')).toBeNull();
  });
});

describe('mergeContributors', () => {
  it('keeps front matter order, adds git authors, de-duplicates case-insensitively', () => {
    expect(
      mergeContributors(
        ['alice', 'Bob'],
        [
          { name: 'Bob', email: '2+bob@users.noreply.github.com' },
          { name: 'Carol', email: '3+carol@users.noreply.github.com' },
          { name: 'Dave', email: 'dave@example.com' },
        ],
      ),
    ).toEqual(['alice', 'Bob', 'carol']);
  });

  it('leaves out the five excluded automation handles', () => {
    expect(EXCLUDED_CONTRIBUTORS).toHaveLength(5);
    expect(
      mergeContributors(
        [...EXCLUDED_CONTRIBUTORS, 'alice'],
        EXCLUDED_CONTRIBUTORS.map((h) => ({ name: h, email: `${h}@users.noreply.github.com` })),
      ),
    ).toEqual(['alice']);
  });

  it('shows none when nothing reveals a handle', () => {
    expect(mergeContributors([], [{ name: 'x', email: 'x@example.com' }])).toEqual([]);
  });
});

describe('parseGitLog', () => {
  it('maps each file to the authors of the commits that touched it', () => {
    const log =
      '\0Alice\t1+alice@users.noreply.github.com\n\ndocs/a.md\ndocs/b.md\n\0Bob\tbob@example.com\n\ndocs/a.md\n';
    const byFile = parseGitLog(log);
    expect(byFile.get('docs/a.md')).toEqual([
      { name: 'Alice', email: '1+alice@users.noreply.github.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ]);
    expect(byFile.get('docs/b.md')).toEqual([
      { name: 'Alice', email: '1+alice@users.noreply.github.com' },
    ]);
  });
});

describe('authorHandle', () => {
  it('reads a noreply address first, then the committed map of addresses, else none', () => {
    const map = { 'ann@example.com': 'ann-gh' };
    expect(authorHandle({ name: 'Ann', email: 'Ann@Example.com ' }, map)).toBe('ann-gh');
    expect(authorHandle({ name: 'Ann', email: '5+ann2@users.noreply.github.com' }, map)).toBe(
      'ann2',
    );
    expect(authorHandle({ name: 'webpack docs', email: 'docs@webpack.invalid' }, map)).toBeNull();
  });

  it('uses the map for merged handles too', () => {
    expect(
      mergeContributors([], [{ name: 'Ann', email: 'ann@example.com' }], {
        'ann@example.com': 'ann-gh',
      }),
    ).toEqual(['ann-gh']);
  });
});

describe('pageContributors', () => {
  it('lists handles first, then authors without a handle by name, each once', () => {
    expect(
      pageContributors(
        ['alice'],
        [
          { name: 'webpack docs', email: 'docs@webpack.invalid' },
          { name: 'Carol', email: '3+carol@users.noreply.github.com' },
          { name: 'webpack docs', email: 'docs@webpack.invalid' },
          { name: 'Alice', email: '1+alice@users.noreply.github.com' },
        ],
      ),
    ).toEqual([{ handle: 'alice' }, { handle: 'carol' }, { name: 'webpack docs' }]);
  });

  it('leaves out bots and the excluded names, with or without an address that reveals them', () => {
    expect(
      pageContributors(
        [],
        [
          { name: 'dependabot[bot]', email: '49699333+dependabot[bot]@users.noreply.github.com' },
          { name: 'renovate', email: 'bot@renovateapp.com' },
          { name: 'Dave', email: 'dave@example.com' },
        ],
      ),
    ).toEqual([{ name: 'Dave' }]);
  });
});
