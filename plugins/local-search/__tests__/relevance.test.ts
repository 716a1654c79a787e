import path from 'node:path';
import { buildIndex } from '../lib/buildIndex';
import { createSearchClient } from '../lib/client';
import {
  pageOf,
  parseRelevanceFile,
  readRelevanceCases,
  runRelevance,
  score,
  scoreByScope,
  type CaseOutcome,
} from '../lib/relevance';
import type { SearchScope } from '../lib/scopes';
import { document } from './fixtures';

const scopes: SearchScope[] = [
  { name: 'current', label: 'current', path: '', isLast: true },
  { name: 'v4', label: 'v4', path: 'v4', isLast: false },
];

describe('parseRelevanceFile', () => {
  it('reads the documented shape', () => {
    expect(
      parseRelevanceFile(
        'x.json',
        '[{"query":"node api","expect":["/api/node/"]},{"query":"q","expect":["/v4/a/"],"from":"/v4/"}]',
      ),
    ).toEqual([
      { query: 'node api', expect: ['/api/node/'], file: 'x.json' },
      { query: 'q', expect: ['/v4/a/'], from: '/v4/', file: 'x.json' },
    ]);
  });

  it.each([
    ['{', /x\.json: not valid JSON/],
    ['{}', /x\.json: must be an array/],
    ['[{"query":"","expect":["/a/"]}]', /x\.json\[0\]\.query: must be a non-empty string/],
    ['[{"query":"a","expect":[]}]', /x\.json\[0\]\.expect: must be a non-empty array/],
    ['[{"query":"a","expect":["api/node"]}]', /x\.json\[0\]\.expect: .*starting with "\/"/],
    ['[{"query":"a","expect":["/a/"],"from":"v4"}]', /x\.json\[0\]\.from: must be a site path/],
    [
      '[{"query":"a","expect":["/a/"],"expected":["/b/"]}]',
      /x\.json\[0\]: unknown field "expected"/,
    ],
  ])('rejects %s naming the file, the case and the field', (text, message) => {
    expect(() => parseRelevanceFile('x.json', text)).toThrow(message);
  });
});

describe('readRelevanceCases', () => {
  it('reads every JSON file of the repository benchmark (other helpers add files there)', () => {
    const cases = readRelevanceCases(path.join(__dirname, '../relevance'));
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(cases.map((c) => c.file)).size).toBeGreaterThan(1);
  });
});

describe('pageOf', () => {
  it('compares pages without hash, query or trailing-slash differences', () => {
    expect(pageOf('/api/cli#flags')).toBe('/api/cli/');
    expect(pageOf('/api/cli/?q=1')).toBe('/api/cli/');
  });
});

describe('runRelevance and score', () => {
  const current = buildIndex([
    document('/api/node/', 'Node Interface', [['Compiler', 'compiler run watch close']]),
    document('/api/cli/', 'Command Line Interface', [['Options', 'flags for the compiler']]),
  ]);
  const v4 = buildIndex([
    document('/v4/api/node/', 'Node Interface', [['Compiler', 'compiler run watch']]),
  ]);
  const clientOf = (files: typeof current.files) =>
    createSearchClient('', async (file) =>
      JSON.parse(files.find((f) => f.path === file)?.content ?? 'null'),
    );
  const clients = new Map([
    [scopes[0]!, clientOf(current.files)],
    [scopes[1]!, clientOf(v4.files)],
  ]);

  it('searches the index of the `from` page and notes the rank of the first expected page', async () => {
    const outcomes = await runRelevance(
      [
        { query: 'compiler', expect: ['/api/cli/'], file: 'f' },
        { query: 'interface', expect: ['/api/node'], file: 'f' },
        { query: 'compiler', expect: ['/v4/api/node/'], from: '/v4/guides/', file: 'f' },
        { query: 'nothing', expect: ['/api/node/'], file: 'f' },
      ],
      scopes,
      (scope) => clients.get(scope)!,
    );
    expect(outcomes.map((o) => [o.scope, o.rank])).toEqual([
      ['current', 2],
      ['current', 1],
      ['v4', 1],
      ['current', null],
    ]);
  });

  it('scores hit@1, hit@3 and MRR, overall and per scope', () => {
    const outcome = (scope: string, rank: number | null) =>
      ({ scope, rank, results: [], case: { query: '', expect: [], file: '' } }) as CaseOutcome;
    const outcomes = [
      outcome('a', 1),
      outcome('a', 3),
      outcome('a', null),
      outcome('a', 4),
      outcome('b', 2),
    ];
    expect(score(outcomes)).toEqual({
      queries: 5,
      hit1: 0.2,
      hit3: 0.6,
      mrr: (1 + 1 / 3 + 0.25 + 0.5) / 5,
    });
    const byScope = scoreByScope(outcomes);
    expect(Object.keys(byScope)).toEqual(['all', 'a', 'b']);
    expect(byScope.b).toEqual({ queries: 1, hit1: 0, hit3: 1, mrr: 0.5 });
  });
});
