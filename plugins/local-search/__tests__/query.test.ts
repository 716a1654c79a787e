import { buildIndex } from '../lib/buildIndex';
import { createSearchClient } from '../lib/client';
import { shardOf, type TermShard } from '../lib/format';
import { candidateTerms, makeSnippet, planQuery, rank, wordMatches } from '../lib/query';
import { queryTerms, type QueryTerm } from '../lib/tokenize';
import { document } from './fixtures';

const docs = [
  document('/guides/caching/', 'Caching', [
    ['', 'Keep browsers fast with long-term caching of output files.'],
  ]),
  document(
    '/configuration/cache/',
    'Cache',
    [
      ['', 'The cache option.'],
      ['Persistent cache', 'Store the build on disk.'],
    ],
    'Configuration',
  ),
  document(
    '/concepts/modules/',
    'Modules',
    [['Module resolution', 'How webpack finds a cache module.']],
    'Concepts',
  ),
  document(
    '/api/loaders/',
    'Loader Interface',
    [['', 'A loader may call this.cacheable() so results are reused.']],
    'API',
  ),
  document('/guides/production/', 'Production', [
    ['', 'Minify output. Caching helps here too, caching everywhere: caching.'],
  ]),
  document('/guides/vault/', 'Secrets', [
    ['', 'Intro.'],
    ['Vault layout', 'Where secrets live.'],
  ]),
  document('/guides/other/', 'Other', [['', 'vault vault vault vault vault vault, a vault.']]),
  document(
    '/plugins/define-plugin/',
    'DefinePlugin',
    [['', 'Replaces variables at compile time with splitChunks nearby.']],
    'Plugins',
  ),
];
const built = buildIndex(docs, { shardTargetBytes: 200 });
const { manifest } = built;
const shards = new Map(
  manifest.shards.map((_, index) => [
    index,
    JSON.parse(
      built.files.find((f) => f.path === `${manifest.folder}/terms-${index}.json`)!.content,
    ) as TermShard,
  ]),
);

const search = (query: string, limit = 10) => {
  const plan = planQuery(manifest, queryTerms(query, 6), 50);
  return rank(manifest, plan, (index) => shards.get(index), query, limit);
};
const urls = (query: string) => search(query).results.map((r) => r.url);

describe('rank', () => {
  it('puts the page titled as the query first, then title matches, then heading matches, then body matches', () => {
    const [first, second, ...rest] = search('cache ').results;
    expect(first!.url).toBe('/configuration/cache/');
    expect(second!.url).toBe('/guides/caching/');
    expect(rest.map((r) => r.url).sort()).toEqual(['/concepts/modules/', '/guides/production/']);
  });

  it('ranks a heading match above body matches, however often the body repeats the word', () => {
    expect(urls('persistent ')).toEqual(['/configuration/cache/']);
    expect(urls('vault ')).toEqual(['/guides/vault/', '/guides/other/']);
    const ranked = search('module ').results.map((r) => [r.url, r.titleHits, r.headingHits]);
    expect(ranked[0]).toEqual(['/concepts/modules/', 1, 1]);
    const bodyOnly = search('caching ').results.filter((r) => r.titleHits === 0);
    // production repeats "caching" four times in its body; the titles still come first
    expect(
      search('caching ')
        .results.slice(0, 2)
        .map((r) => r.titleHits),
    ).toEqual([1, 1]);
    expect(bodyOnly.map((r) => r.url)).toEqual(['/guides/production/', '/concepts/modules/']);
  });

  it('scores a missing word down more than a title match scores up', async () => {
    const small = buildIndex([
      document('/a/', 'Vault', [['', 'Where secrets live.']]),
      document('/b/', 'Other', [['', 'The vault keeps a secret key for signing.']]),
    ]);
    const files = new Map(small.files.map((f) => [f.path, f.content]));
    const client = createSearchClient('', async (f) => JSON.parse(files.get(f) ?? 'null'));
    const { results } = await client.search('vault signing key ');
    expect(results.map((r) => r.url)).toEqual(['/b/', '/a/']);
  });

  it('puts pages with every word first, and keeps pages with some of them after', () => {
    const ranked = urls('cache disk ');
    expect(ranked[0]).toBe('/configuration/cache/');
    // the others have "cache" only: a missing word costs more than a title match earns
    expect(ranked.slice(1).sort()).toEqual(
      ['/concepts/modules/', '/guides/caching/', '/guides/production/'].sort(),
    );
    expect(urls('minify disk ').sort()).toEqual(['/configuration/cache/', '/guides/production/']);
  });

  it('matches a word being typed by prefix, and by the stem of what was typed', () => {
    expect(urls('minif')).toEqual(['/guides/production/']);
    expect(urls('cachi')).toEqual(
      expect.arrayContaining(['/guides/caching/', '/guides/production/']),
    );
    // a finished word that is no term is taken for a typo: the terms one edit away
    expect(urls('minif ')).toEqual(['/guides/production/']);
    expect(urls('mnify ')).toEqual(['/guides/production/']);
    expect(urls('vaultt ')).toEqual(['/guides/vault/', '/guides/other/']);
    // too short to guess
    expect(urls('vaul ')).toEqual([]);
  });

  it('finds a code name typed with its punctuation, whole before its words', () => {
    expect(urls('this.cacheable()')).toEqual(['/api/loaders/']);
    const dotted = search('this.cacheable()');
    expect(dotted.terms.map((t) => [t.term, Boolean(t.boost)])).toEqual([
      ['cacheabl', false],
      ['this.cacheable()', true],
    ]);
  });

  it('finds an identifier whole or by its camelCase parts', () => {
    expect(urls('splitChunks ')).toEqual(['/plugins/define-plugin/']);
    expect(urls('split chunks ')).toEqual(['/plugins/define-plugin/']);
    expect(urls('cacheable ')).toEqual(['/api/loaders/']);
  });

  it('reports where to show each result: the heading section, or the top for a title-only match', () => {
    const persistent = search('persistent ').results[0]!;
    expect(persistent.pageSection).toBe(1);
    expect(persistent.titleOnly).toBe(false);
    const title = search('definepl').results[0]!;
    expect(title).toMatchObject({
      url: '/plugins/define-plugin/',
      titleOnly: true,
      pageSection: 0,
      section: 'Plugins',
    });
  });

  it('limits the results but counts them all', () => {
    const outcome = search('cache ', 2);
    expect(outcome.results).toHaveLength(2);
    expect(outcome.total).toBe(4);
  });

  it('finds nothing for unknown words and for stop words only', () => {
    expect(search('zebra ').results).toEqual([]);
    expect(search('the of').total).toBe(0);
  });
});

describe('planQuery', () => {
  const manyShards = { ...manifest, shards: ['', 'b', 'c', 'd', 'e', 'f', 'g'] };

  it('loads only the shards of the query words', () => {
    expect(planQuery(manyShards, queryTerms('cache ', 6)).shards).toEqual([2]);
    expect(planQuery(manyShards, queryTerms('build cache ', 6)).shards).toEqual([1, 2]);
  });

  it('never needs more than the shard limit, dropping the words that would need more', () => {
    const plan = planQuery(manyShards, queryTerms('build cache development entry filename', 6), 3);
    expect(plan.shards).toEqual([1, 2, 3]);
    expect(plan.terms.map((t) => t.typed)).toEqual(['build', 'cache', 'development']);
  });

  it('expands a typed prefix over every shard it spans when they fit, else only its own shard', () => {
    const spanning = { ...manifest, shards: ['', 'ca', 'cab', 'cac', 'cad'] };
    expect(planQuery(spanning, queryTerms('ca', 6)).shards).toEqual([1, 2, 3, 4]);
    expect(planQuery(spanning, queryTerms('ca', 6), 2).shards).toEqual([1]);
  });
});

describe('candidateTerms', () => {
  const index = new Map([
    ['cach', [0]],
    ['cacheabl', [0, 0, 0, 0]],
    ['cachet', [0]],
  ]);
  const lookup = (term: string) => index.get(term);
  const term = (typed: string, prefix: boolean): QueryTerm => ({
    typed,
    term: queryTerms(typed, 1)[0]!.term,
    prefix,
  });

  it('weighs the exact term above terms the typed word begins', () => {
    expect(candidateTerms(term('cache', true), lookup, () => [...index.keys()])).toEqual([
      { term: 'cach', weight: 1 },
      { term: 'cacheabl', weight: 0.6 },
      { term: 'cachet', weight: 0.6 },
    ]);
    expect(candidateTerms(term('cache', false), lookup, () => [...index.keys()])).toEqual([
      { term: 'cach', weight: 1 },
    ]);
    expect(candidateTerms(term('cachi', true), lookup, () => [...index.keys()])).toEqual([
      { term: 'cach', weight: 0.8 },
    ]);
  });

  it('adds the shorter stem of a partial word that is no term itself, beside what it begins', () => {
    const loading = new Map([
      ['load', [0]],
      ['loadingtyp', [0]],
    ]);
    const find = (t: string) => loading.get(t);
    expect(candidateTerms(term('loadin', true), find, () => [...loading.keys()])).toEqual([
      { term: 'loadingtyp', weight: 0.6 },
      { term: 'load', weight: 0.8 },
    ]);
    // a whole term ("load") is not also taken for its shorter stems
    expect(candidateTerms(term('load', true), find, () => [...loading.keys()])).toEqual([
      { term: 'load', weight: 1 },
      { term: 'loadingtyp', weight: 0.6 },
    ]);
  });

  it('falls back to a shorter stem when nothing is or begins with the typed word', () => {
    const withDependOn = new Map([
      ['depend', [0]],
      ['dependon', [0]],
    ]);
    const find = (t: string) => withDependOn.get(t);
    expect(candidateTerms(term('dependOn', true), find, () => [...withDependOn.keys()])).toEqual([
      { term: 'dependon', weight: 1 },
    ]);
    expect(candidateTerms(term('dependi', true), find, () => [...withDependOn.keys()])).toEqual([
      { term: 'depend', weight: 0.8 },
    ]);
    const entry = (t: string) => (t === 'entry' ? [0] : undefined);
    expect(candidateTerms(term('entri', true), entry, () => ['entry'])).toEqual([
      { term: 'entry', weight: 0.8 },
    ]);
    expect(candidateTerms(term('entrie', true), entry, () => ['entry'])).toEqual([
      { term: 'entry', weight: 0.8 },
    ]);
  });
});

describe('makeSnippet', () => {
  const terms = queryTerms('cache', 6);

  it('returns short text whole, marking the matching words', () => {
    expect(makeSnippet('The cache option. Caching helps.', terms)).toEqual({
      text: 'The cache option. Caching helps.',
      marks: [
        [4, 9],
        [18, 25],
      ],
    });
  });

  it('cuts long text around the first match at word boundaries, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}the cache lives here ${'dolor sit '.repeat(40)}`;
    const snippet = makeSnippet(text, terms, 80);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(82);
    expect(snippet.text).toContain('the cache lives here');
    const [[start, end]] = snippet.marks as [[number, number]];
    expect(snippet.text.slice(start, end)).toBe('cache');
    // cut between words, never inside one
    expect(snippet.text).toMatch(/^…(lorem|ipsum) /);
    expect(snippet.text).toMatch(/ (dolor|sit)…$/);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(makeSnippet('Nothing here about it.', terms)).toEqual({
      text: 'Nothing here about it.',
      marks: [],
    });
  });

  it('matches words by stem and prefix the same way as the search', () => {
    expect(wordMatches('Caches', terms[0]!)).toBe(true);
    expect(wordMatches('cacheable', terms[0]!)).toBe(true);
    expect(wordMatches('cacheable', { ...terms[0]!, prefix: false })).toBe(false);
    expect(shardOf(['', 'm'], 'cache')).toBe(0);
  });
});
