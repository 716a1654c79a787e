import {
  compoundTerms,
  indexTerms,
  normalize,
  queryTerms,
  stem,
  wordTerms,
  words,
} from '../lib/tokenize';

describe('normalize', () => {
  it('lower-cases and drops accents', () => {
    expect(normalize('Ökosystem')).toBe('okosystem');
    expect(normalize('CAFÉ')).toBe('cafe');
  });
});

describe('stem', () => {
  it.each([
    ['entries', 'entry'],
    ['entry', 'entry'],
    ['caching', 'cach'],
    ['cache', 'cach'],
    ['cached', 'cach'],
    ['caches', 'cach'],
    ['bundles', 'bundl'],
    ['bundling', 'bundl'],
    ['splitting', 'split'],
    ['loaders', 'loader'],
    ['aliases', 'alias'],
    ['cases', 'cas'],
    ['case', 'cas'],
  ])('maps %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('leaves short words, words with digits and -ss/-us/-is/-as endings alone', () => {
    expect(stem('css')).toBe('css');
    expect(stem('es2015')).toBe('es2015');
    expect(stem('less')).toBe('less');
    expect(stem('status')).toBe('status');
    expect(stem('alias')).toBe('alias');
  });
});

describe('words', () => {
  it('finds runs of letters and digits with their offsets', () => {
    expect(words('output.filename = "[name].js"')).toEqual([
      { text: 'output', start: 0, end: 6 },
      { text: 'filename', start: 7, end: 15 },
      { text: 'name', start: 20, end: 24 },
      { text: 'js', start: 26, end: 28 },
    ]);
  });
});

describe('wordTerms', () => {
  it('gives a camelCase identifier whole and in parts', () => {
    expect(wordTerms('splitChunks')).toEqual(['splitchunk', 'split', 'chunk']);
    expect(wordTerms('HTMLWebpackPlugin')).toEqual([
      'htmlwebpackplugin',
      'html',
      'webpack',
      'plugin',
    ]);
  });

  it('drops stop words, single letters and overlong noise, keeps digits', () => {
    expect(wordTerms('the')).toEqual([]);
    expect(wordTerms('x')).toEqual([]);
    expect(wordTerms('5')).toEqual(['5']);
    expect(wordTerms('a'.repeat(41))).toEqual([]);
  });
});

describe('indexTerms', () => {
  it('keeps repeats so term frequency can be counted', () => {
    expect(indexTerms('Entries and entry points: the entry.')).toEqual([
      'entry',
      'entry',
      'point',
      'entry',
    ]);
  });
});

describe('queryTerms', () => {
  it('treats the last word as a prefix while it is being typed', () => {
    expect(queryTerms('code split', 6)).toEqual([
      { term: 'cod', typed: 'code', prefix: false },
      { term: 'split', typed: 'split', prefix: true },
    ]);
    expect(queryTerms('code split ', 6).map((t) => t.prefix)).toEqual([false, false]);
  });

  it('does not split a typed identifier, drops stop words and repeats, and caps the count', () => {
    expect(queryTerms('splitChunks', 6).map((t) => t.term)).toEqual(['splitchunk']);
    expect(queryTerms('how to use the cache cache', 6).map((t) => t.term)).toEqual(['use', 'cach']);
    expect(queryTerms('one two three four five six seven', 3)).toHaveLength(3);
  });

  it('gives nothing for a query of stop words or punctuation', () => {
    expect(queryTerms('the of', 6)).toEqual([]);
    expect(queryTerms('  --  ', 6)).toEqual([]);
  });
});

describe('compoundTerms', () => {
  it('keeps code names with their punctuation, lower-cased', () => {
    expect(
      compoundTerms(
        'Call require.context, import() or module.hot.accept; run --config or --fail-on-warnings; ' +
          'read __webpack_public_path__ and import.meta.webpackHot; install webpack-cli.',
      ),
    ).toEqual([
      'require.context',
      'import()',
      'module.hot.accept',
      '--config',
      '--fail-on-warnings',
      '__webpack_public_path__',
      'import.meta.webpackhot',
      'webpack-cli',
    ]);
  });

  it('gives nothing for plain words and sentence punctuation', () => {
    expect(compoundTerms("Plain words. Can't stop, (really) - no")).toEqual([]);
  });
});

describe('stem of -ation words', () => {
  it.each([
    ['installation', 'install'],
    ['install', 'install'],
    ['configuration', 'configur'],
    ['configure', 'configur'],
    ['optimization', 'optimiz'],
    ['optimize', 'optimiz'],
    ['relation', 'relation'],
  ])('%s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});

describe('queryTerms with code names', () => {
  it('adds a code name typed whole as a boost term after the words', () => {
    expect(queryTerms('module.hot.accept', 12)).toEqual([
      { term: 'modul', typed: 'module', prefix: false },
      { term: 'hot', typed: 'hot', prefix: false },
      { term: 'accept', typed: 'accept', prefix: true },
      { term: 'module.hot.accept', typed: 'module.hot.accept', prefix: false, boost: true },
    ]);
  });
});
