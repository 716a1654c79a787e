import { buildIndex } from '../lib/buildIndex';
import { createSearchClient } from '../lib/client';
import { MAX_SHARDS_PER_SEARCH } from '../lib/constants';
import { document } from './fixtures';

const built = buildIndex(
  [
    document(
      '/concepts/entry-points/',
      'Entry Points',
      [
        ['', 'An entry point is where webpack starts.'],
        ['Named entries', 'Give each entry a name with dependOn to share modules.'],
      ],
      'Concepts',
    ),
    document('/guides/caching/', 'Caching', [['', 'Use contenthash for long-term caching.']]),
    ...Array.from({ length: 40 }, (_, i) =>
      document(`/plugins/p${i}/`, `Plugin ${i}`, [['', `alpha${i} beta${i} gamma${i} delta${i}`]]),
    ),
  ],
  { shardTargetBytes: 200, partTargetChars: 40 },
);

function serve(failFirst: string[] = []) {
  const files = new Map(built.files.map((f) => [`/search/${f.path}`, f.content]));
  const requests: string[] = [];
  const failing = new Set(failFirst);
  const fetchJson = async (url: string) => {
    requests.push(url);
    if (failing.delete(url)) throw new Error(`offline: ${url}`);
    const content = files.get(url);
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content) as unknown;
  };
  return { requests, client: createSearchClient('/search/', fetchJson) };
}

describe('createSearchClient', () => {
  it('fetches nothing until asked, then the manifest once', async () => {
    const { requests, client } = serve();
    expect(requests).toEqual([]);
    await client.open();
    await client.open();
    expect(requests).toEqual(['/search/manifest.json']);
  });

  it('answers a query with the manifest and the shard of its word only', async () => {
    const { requests, client } = serve();
    const outcome = await client.search('dependOn ');
    expect(outcome.results.map((r) => r.url)).toEqual(['/concepts/entry-points/']);
    const shards = requests.filter((r) => r.includes('/terms-'));
    expect(shards).toHaveLength(1);
    expect(requests.filter((r) => r.includes('/text-'))).toEqual([]);
  });

  it('never loads more shards than the per-search limit, whatever the query', async () => {
    const { requests, client } = serve();
    expect(built.manifest.shards.length).toBeGreaterThan(MAX_SHARDS_PER_SEARCH + 2);
    await client.search('alpha1 beta2 gamma3 delta4 zeta entry');
    expect(requests.filter((r) => r.includes('/terms-')).length).toBeLessThanOrEqual(
      MAX_SHARDS_PER_SEARCH,
    );
  });

  it('reuses loaded shards for the next keystroke', async () => {
    const { requests, client } = serve();
    await client.search('entr');
    const before = requests.length;
    await client.search('entry');
    expect(requests.length).toBe(before);
  });

  it('gives a result its snippet, heading and a link to the heading it matched under', async () => {
    const { requests, client } = serve();
    const outcome = await client.search('dependOn');
    const detail = await client.detail(outcome.results[0]!, outcome.terms);
    expect(detail.href).toBe('/concepts/entry-points/#named-entries');
    expect(detail.heading).toBe('Named entries');
    expect(detail.snippet.text).toBe('Give each entry a name with dependOn to share modules.');
    expect(detail.snippet.marks).toEqual([[28, 36]]);
    expect(requests.filter((r) => r.includes('/text-'))).toHaveLength(1);
  });

  it('links a match in the introduction or title to the top of the page', async () => {
    const { client } = serve();
    const outcome = await client.search('caching');
    const caching = outcome.results.find((r) => r.url === '/guides/caching/')!;
    expect((await client.detail(caching, outcome.terms)).href).toBe('/guides/caching/');
  });

  it('rejects when a file cannot be loaded, and retries it next time', async () => {
    const { requests, client } = serve(['/search/manifest.json']);
    await expect(client.search('entry')).rejects.toThrow('offline');
    await expect(client.search('entry')).resolves.toMatchObject({ total: 1 });
    expect(requests.filter((r) => r.endsWith('manifest.json'))).toHaveLength(2);
  });

  it('refuses a manifest it does not understand', async () => {
    const client = createSearchClient('/search/', async () => ({ version: 2 }));
    await expect(client.search('entry')).rejects.toThrow('not in a format');
  });
});
