import fixture from './fixtures/github-issues.sample.json';
import {
  DEFAULT_SOURCES,
  fetchVotes,
  issuesUrl,
  PER_PAGE,
  summarize,
  SUMMARY_MAX_LENGTH,
  toProposals,
  type GitHubIssue,
} from '../github-votes';

const docsIssues = fixture['webpack/webpack.js.org'] as GitHubIssue[];
const bundlerIssues = fixture['webpack/webpack'] as GitHubIssue[];
const DOCS = DEFAULT_SOURCES[0]!;
const BUNDLER = DEFAULT_SOURCES[1]!;

describe('toProposals (sample GitHub issues response)', () => {
  it('keeps open issues, drops pull requests, and counts 👍 reactions as votes', () => {
    expect(toProposals(docsIssues, DOCS)).toEqual([
      {
        id: 'webpack/webpack.js.org#9001',
        area: 'docs',
        title: 'Sample proposal: a guide for sample topic A',
        summary: 'Summary',
        url: 'https://github.com/webpack/webpack.js.org/issues/9001',
        votes: 14,
        createdAt: '2026-03-01T09:00:00.000Z',
      },
      {
        id: 'webpack/webpack.js.org#9003',
        area: 'docs',
        title: 'Sample proposal without a body or reactions',
        summary: '',
        url: 'https://github.com/webpack/webpack.js.org/issues/9003',
        votes: 0,
        createdAt: '2026-05-01T09:00:00.000Z',
      },
    ]);
  });

  it('marks the bundler repository’s proposals as bundler proposals', () => {
    const [proposal] = toProposals(bundlerIssues, BUNDLER);
    expect(proposal).toMatchObject({ id: 'webpack/webpack#99001', area: 'bundler', votes: 31 });
    expect(proposal!.summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(proposal!.summary).toMatch(/^The first list item becomes the summary, .*…$/);
  });
});

describe('summarize', () => {
  it('takes the first paragraph as plain text', () => {
    expect(
      summarize(
        '<!-- template -->\n\nUse **bold**, _emphasis_, `code` and [links](https://example.com).\n\nMore.',
      ),
    ).toBe('Use bold, emphasis, code and links.');
    expect(summarize('> quoted\n> text\n\nrest')).toBe('quoted text');
    expect(summarize('![img](x.png)\n\n1. first step')).toBe('first step');
    expect(summarize(null)).toBe('');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = summarize('word '.repeat(100), 30);
    expect(text).toBe('word word word word word word…');
    expect(text.length).toBeLessThanOrEqual(30);
  });
});

describe('fetchVotes', () => {
  function fakeFetch(pages: Record<string, unknown[][]>, status = 200) {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetch = async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      const { pathname, searchParams } = new URL(url);
      const repository = pathname.replace(/^\/repos\/|\/issues$/g, '');
      const body = pages[repository]?.[Number(searchParams.get('page')) - 1] ?? [];
      return {
        ok: status < 400,
        status,
        statusText: status < 400 ? 'OK' : 'Forbidden',
        json: async () => body,
      };
    };
    return { fetch, calls };
  }

  it('asks both repositories for open issues with the label and builds a valid file', async () => {
    const { fetch, calls } = fakeFetch({
      'webpack/webpack.js.org': [docsIssues],
      'webpack/webpack': [bundlerIssues],
    });
    const file = await fetchVotes({ fetch, now: new Date('2026-11-01T00:00:00Z') });
    expect(calls.map((c) => c.url)).toEqual([
      issuesUrl('webpack/webpack.js.org', 'vote', 1),
      issuesUrl('webpack/webpack', 'vote', 1),
    ]);
    expect(calls[0]!.url).toBe(
      `https://api.github.com/repos/webpack/webpack.js.org/issues?labels=vote&state=open&per_page=${PER_PAGE}&page=1`,
    );
    expect(file).toMatchObject({
      sample: false,
      label: 'vote',
      generatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(file.proposals.map((p) => p.id)).toEqual([
      'webpack/webpack.js.org#9001',
      'webpack/webpack.js.org#9003',
      'webpack/webpack#99001',
    ]);
  });

  it('sends the token only when one is given, and uses the label asked for', async () => {
    const withToken = fakeFetch({});
    await fetchVotes({ fetch: withToken.fetch, token: 'sample-token', label: 'sample label' });
    expect(withToken.calls.every((c) => c.headers.Authorization === 'Bearer sample-token')).toBe(
      true,
    );
    expect(withToken.calls[0]!.url).toContain('labels=sample+label');
    const withoutToken = fakeFetch({});
    await fetchVotes({ fetch: withoutToken.fetch });
    expect(withoutToken.calls.some((c) => 'Authorization' in c.headers)).toBe(false);
  });

  it('follows pages until one is short', async () => {
    const full = Array.from({ length: PER_PAGE }, (_, i) => ({
      ...docsIssues[0]!,
      number: i + 1,
      html_url: `https://github.com/webpack/webpack.js.org/issues/${i + 1}`,
    }));
    const { fetch, calls } = fakeFetch({ 'webpack/webpack.js.org': [full, [docsIssues[2]!]] });
    const file = await fetchVotes({ fetch, sources: [DOCS] });
    expect(calls.map((c) => new URL(c.url).searchParams.get('page'))).toEqual(['1', '2']);
    expect(file.proposals).toHaveLength(PER_PAGE + 1);
  });

  it('fails with a clear message when GitHub refuses', async () => {
    await expect(fetchVotes({ fetch: fakeFetch({}, 403).fetch })).rejects.toThrow(
      /^GitHub answered 403 Forbidden for https:\/\/api\.github\.com\//,
    );
  });
});
