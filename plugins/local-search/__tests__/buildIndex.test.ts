import { buildIndex, cutShards, pagePostings, partStarts } from '../lib/buildIndex';
import {
  FIELD_BODY,
  FIELD_DESCRIPTION,
  FIELD_HEADING,
  FIELD_MESSAGE,
  FIELD_TITLE,
} from '../lib/constants';
import {
  decodePostings,
  partOf,
  shardOf,
  type SearchManifest,
  type TermShard,
  type TextPart,
} from '../lib/format';
import { document } from './fixtures';

const docs = [
  document('/guides/caching/', 'Caching', [
    ['', 'Browsers keep files. Use contenthash in filenames.'],
    ['Output filenames', 'The contenthash changes when content changes.'],
  ]),
  document(
    '/concepts/',
    'Concepts',
    [['', 'webpack bundles modules; caching is covered elsewhere.']],
    'Concepts',
  ),
  document('/api/node/', 'Node Interface', [['', 'Run the compiler from Node.']], 'API'),
];

const fileContent = (built: ReturnType<typeof buildIndex>, path: string) => {
  const file = built.files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path}`);
  return JSON.parse(file.content) as unknown;
};

describe('pagePostings', () => {
  it('records title, heading and body fields, body frequency and the section to show', () => {
    const postings = pagePostings(docs[0]!);
    expect(postings.get('cach')).toEqual({ fields: FIELD_TITLE, tf: 0, section: 0 });
    expect(postings.get('contenthash')).toEqual({ fields: FIELD_BODY, tf: 2, section: 0 });
    // in a heading and in the body: shown at the heading
    expect(postings.get('filenam')).toEqual({
      fields: FIELD_HEADING | FIELD_BODY,
      tf: 1,
      section: 1,
    });
  });
});

describe('pagePostings: description, quoted messages, code names and synonyms', () => {
  const page = {
    ...document('/api/cli/', 'Command Line Interface', [
      ['`--config`', 'Use require.context here.'],
    ]),
    description: 'Every webpack-cli flag.',
  };
  page.sections[0]!.quoted = 'Error: polyfills';
  const postings = pagePostings(page);

  it('marks words of the description and of quoted messages with their own fields', () => {
    expect(postings.get('flag')!.fields).toBe(FIELD_DESCRIPTION);
    expect(postings.get('polyfill')!.fields).toBe(FIELD_MESSAGE);
  });

  it('indexes code names whole beside their words', () => {
    expect(postings.get('--config')!.fields).toBe(FIELD_HEADING);
    expect(postings.get('require.context')!.fields).toBe(FIELD_BODY);
    expect(postings.get('webpack-cli')!.fields).toBe(FIELD_DESCRIPTION);
    expect(postings.get('requir')!.fields).toBe(FIELD_BODY);
  });

  it('indexes a phrase of a synonym group under the other phrases too, in the same field', () => {
    // the title says "command line": a title hit for "cli"
    expect(postings.get('cli')!.fields & FIELD_TITLE).toBe(FIELD_TITLE);
  });
});

describe('partStarts', () => {
  it('starts a new part when the next section would pass the target', () => {
    expect(partStarts([5, 5, 5, 5], 10)).toEqual([2]);
    expect(partStarts([30, 1, 1], 10)).toEqual([1]);
    expect(partStarts([1, 1], 10)).toEqual([]);
  });
});

describe('cutShards', () => {
  it('cuts sorted entries into contiguous shards near the target size, remembering each first term', () => {
    const entries: [string, number[]][] = ['alpha', 'beta', 'gamma', 'delta']
      .sort()
      .map((t) => [t, [0, 4, 1, 0]]);
    const shards = cutShards(entries, 40);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.flatMap((s) => Object.keys(s.terms))).toEqual([
      'alpha',
      'beta',
      'delta',
      'gamma',
    ]);
    expect(shards.map((s) => s.first)).toEqual(shards.map((s) => Object.keys(s.terms)[0]));
  });

  it('keeps the first term even when it looks like a number (objects list those first)', () => {
    const shards = cutShards(
      [
        ['5', [0, 4, 1, 0]],
        ['a1', [0, 4, 1, 0]],
      ],
      1000,
    );
    expect(shards).toHaveLength(1);
    expect(shards[0]!.first).toBe('5');
  });
});

describe('buildIndex', () => {
  const built = buildIndex(docs, { shardTargetBytes: 120, partTargetChars: 40 });
  const { manifest } = built;

  it('writes a manifest listing pages by URL with title and section label', () => {
    expect(fileContent(built, 'manifest.json')).toEqual(manifest);
    expect(
      manifest.docs.map(([url, title, section]) => [url, title, manifest.sections[section]]),
    ).toEqual([
      ['/api/node/', 'Node Interface', 'API'],
      ['/concepts/', 'Concepts', 'Concepts'],
      ['/guides/caching/', 'Caching', 'Guides'],
    ]);
  });

  it('puts every term in exactly the shard the manifest points to', () => {
    expect(manifest.shards.length).toBeGreaterThan(1);
    expect(manifest.shards[0]).toBe('');
    const seen = new Set<string>();
    manifest.shards.forEach((_, index) => {
      const shard = fileContent(built, `${manifest.folder}/terms-${index}.json`) as TermShard;
      for (const term of Object.keys(shard)) {
        expect({ term, shard: shardOf(manifest.shards, term) }).toEqual({ term, shard: index });
        seen.add(term);
      }
    });
    expect(seen.has('contenthash')).toBe(true);
    const shard = fileContent(
      built,
      `${manifest.folder}/terms-${shardOf(manifest.shards, 'cach')}.json`,
    ) as TermShard;
    expect(decodePostings(shard.cach!).map((p) => manifest.docs[p.doc]![0])).toEqual([
      '/concepts/',
      '/guides/caching/',
    ]);
  });

  it('splits a page text into parts the manifest can find a section in', () => {
    const caching = manifest.docs.findIndex(([url]) => url === '/guides/caching/');
    const entry = manifest.docs[caching]!;
    expect(entry[3]).toEqual([1]);
    expect(partOf(entry, 1)).toBe(1);
    const part = fileContent(built, `${manifest.folder}/text-${caching}-1.json`) as TextPart;
    expect(part).toEqual([
      ['Output filenames', 'output-filenames', 'The contenthash changes when content changes.'],
    ]);
  });

  it('is deterministic, and names the file folder after the content', () => {
    const again = buildIndex([...docs].reverse(), { shardTargetBytes: 120, partTargetChars: 40 });
    expect(again.files).toEqual(built.files);
    const changed = buildIndex([
      ...docs.slice(1),
      document('/guides/caching/', 'Caching', [['', 'other']]),
    ]);
    expect((changed.manifest as SearchManifest).folder).not.toBe(manifest.folder);
  });
});
