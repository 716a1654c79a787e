import {
  filterProposals,
  sortProposals,
  validateVotesFile,
  votesLabel,
  voteUnit,
  type Proposal,
} from '../votes';

const proposal = (
  id: string,
  votes: number,
  createdAt: string,
  area: Proposal['area'] = 'docs',
): Proposal => ({
  id,
  area,
  title: `Sample ${id}`,
  summary: '',
  url: `https://github.com/sample/${id}`,
  votes,
  createdAt,
  sample: true,
});

const list = [
  proposal('sample-b', 5, '2026-02-01T00:00:00Z', 'bundler'),
  proposal('sample-a', 12, '2026-01-01T00:00:00Z'),
  proposal('sample-d', 5, '2025-06-01T00:00:00Z'),
  proposal('sample-c', 0, '2026-10-01T00:00:00Z', 'bundler'),
  proposal('sample-e', 5, '2025-06-01T00:00:00Z'),
];

describe('sortProposals', () => {
  it('puts the most votes first; on a tie the older proposal, then by id', () => {
    expect(sortProposals(list, 'votes').map((p) => p.id)).toEqual([
      'sample-a',
      'sample-d',
      'sample-e',
      'sample-b',
      'sample-c',
    ]);
  });

  it('puts the newest first, ties by votes', () => {
    expect(sortProposals(list, 'newest').map((p) => p.id)).toEqual([
      'sample-c',
      'sample-b',
      'sample-a',
      'sample-d',
      'sample-e',
    ]);
  });

  it('does not change the list it is given', () => {
    const before = list.map((p) => p.id);
    sortProposals(list, 'votes');
    expect(list.map((p) => p.id)).toEqual(before);
  });
});

describe('filterProposals and votesLabel', () => {
  it('filters by area', () => {
    expect(filterProposals(list, 'bundler').map((p) => p.id)).toEqual(['sample-b', 'sample-c']);
    expect(filterProposals(list, 'all')).toHaveLength(list.length);
  });

  it('says vote or votes', () => {
    expect([0, 1, 2].map(votesLabel)).toEqual(['0 votes', '1 vote', '2 votes']);
    expect([0, 1, 2].map(voteUnit)).toEqual(['votes', 'vote', 'votes']);
  });
});

describe('validateVotesFile', () => {
  const valid = {
    sample: true,
    generatedAt: '2026-11-01T00:00:00Z',
    label: 'vote',
    proposals: [list[0]],
  };

  it('accepts a valid file', () => {
    expect(validateVotesFile(valid)).toBe(valid);
  });

  it('accepts an empty file no fetch has written yet (generatedAt null)', () => {
    const empty = { sample: false, generatedAt: null, label: 'vote', proposals: [] };
    expect(validateVotesFile(empty)).toBe(empty);
  });

  it.each([
    [{ ...valid, label: '' }, '"label" must be a non-empty string'],
    [
      { ...valid, generatedAt: null },
      '"generatedAt" is null (never fetched) but "proposals" is not empty',
    ],
    [
      { ...valid, proposals: [{ ...list[0], area: 'blog' }] },
      'proposals[0].area must be "docs" or "bundler"',
    ],
    [
      { ...valid, proposals: [{ ...list[0], url: 'javascript:alert(1)' }] },
      'proposals[0].url must be an https URL',
    ],
    [
      { ...valid, proposals: [{ ...list[0], votes: 1.5 }] },
      'proposals[0].votes must be a whole number ≥ 0',
    ],
    [{ ...valid, proposals: [list[0], list[0]] }, 'proposals[1].id "sample-b" appears twice'],
    [
      { ...valid, proposals: [{ ...list[0], sample: false }] },
      'proposals[0] is not marked as a sample in a sample file',
    ],
  ])('rejects %j with a clear message', (input, message) => {
    expect(() => validateVotesFile(input)).toThrow(`Invalid votes data: ${message}`);
  });
});
