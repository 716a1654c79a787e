import {
  editDistance,
  pathSegments,
  pathWords,
  rankSuggestions,
  similarity,
  type SuggestionPage,
} from '../lib/suggest';

describe('the words of a missing path', () => {
  it('drops the base URL, the version folder, a page extension, index and a post date', () => {
    expect(pathSegments('/configuration/devserver/')).toEqual(['configuration', 'devserver']);
    expect(pathSegments('/v4/configuration/devserver/', 'v4')).toEqual([
      'configuration',
      'devserver',
    ]);
    expect(pathSegments('/docs/concepts/index.html', '', '/docs/')).toEqual(['concepts']);
    expect(pathSegments('/blog/2020-10-10-webpack-5-release/')).toEqual([
      'blog',
      'webpack-5-release',
    ]);
    expect(pathSegments('/v4x/plugins/', 'v4')).toEqual(['v4x', 'plugins']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('decodes the path, and keeps a malformed one as it is', () => {
    expect(pathSegments('/guides/code%20splitting/')).toEqual(['guides', 'code splitting']);
    expect(pathSegments('/guides/%E0%A4%A/')).toEqual(['guides', '%E0%A4%A']);
  });

  it('puts the last segment first, splits at separators, keeps camelCase words whole', () => {
    expect(pathWords(['configuration', 'devserver'])).toEqual(['devserver', 'configuration']);
    expect(pathWords(['plugins', 'NoEmitOnErrorsPlugin'])).toEqual([
      'NoEmitOnErrorsPlugin',
      'plugins',
    ]);
    expect(pathWords(['guides', 'code-splitting-css'])).toEqual([
      'code',
      'splitting',
      'css',
      'guides',
    ]);
    expect(pathWords(['plugins', 'plugins'])).toEqual(['plugins']);
  });
});

describe('spelling distance', () => {
  it('counts edits and compares names without case or separators', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('ouptut', 'output')).toBe(1);
    expect(similarity('devserver', 'dev-server')).toBe(1);
    expect(similarity('NoEmitOnErrorsPlugin', 'no-emit-on-errors-plugin')).toBe(1);
    expect(similarity('ouptut', 'output')).toBeCloseTo(1 - 1 / 6);
    expect(similarity('', 'output')).toBe(0);
  });
});

describe('rankSuggestions', () => {
  const page = (url: string, title = url, section = ''): SuggestionPage => ({
    url,
    title,
    section,
  });
  const pages = [
    page('/', 'webpack'),
    page('/configuration/', 'Configuration', 'Configuration'),
    page('/configuration/dev-server/', 'DevServer', 'Configuration'),
    page('/configuration/output/', 'Output', 'Configuration'),
    page('/guides/development/', 'Development', 'Guides'),
    page('/concepts/output/', 'Output', 'Concepts'),
    page('/v4/configuration/dev-server/', 'DevServer', 'Configuration'),
  ];

  it('offers /configuration/dev-server/ first for /configuration/devserver/', () => {
    const found = [pages[4]!, pages[2]!, pages[1]!];
    const ranked = rankSuggestions(['configuration', 'devserver'], pages, found);
    expect(ranked[0]!.url).toBe('/configuration/dev-server/');
    expect(ranked.map((suggestion) => suggestion.url)).toContain('/guides/development/');
  });

  it('finds a misspelt page the search missed, the same section first', () => {
    const ranked = rankSuggestions(['configuration', 'ouptut'], pages, []);
    expect(ranked.map((suggestion) => suggestion.url)).toEqual([
      '/configuration/output/',
      '/concepts/output/',
    ]);
  });

  it('keeps the same section first when the search ranks a namesake elsewhere higher', () => {
    const found = [pages[5]!, pages[3]!];
    const ranked = rankSuggestions(['configuration', 'ouptut'], pages, found);
    expect(ranked[0]!.url).toBe('/configuration/output/');
  });

  it('offers nothing far from the path that search did not find, and never the home page', () => {
    expect(rankSuggestions(['zzzz'], pages, [])).toEqual([]);
    // a search hit on a word alone, with a name nothing like the missing one
    expect(rankSuggestions(['foo', 'bar'], pages, [pages[3]!])).toEqual([]);
    expect(rankSuggestions(['webpack'], pages, [pages[0]!])).toEqual([]);
    expect(rankSuggestions([], pages, pages)).toEqual([]);
  });

  it('compares a versioned page without its version folder, and keeps to the limit', () => {
    const v4 = [page('/v4/configuration/dev-server/'), page('/v4/configuration/devtool/')];
    const ranked = rankSuggestions(['configuration', 'devserver'], v4, [], { versionPath: 'v4' });
    expect(ranked[0]!.url).toBe('/v4/configuration/dev-server/');
    expect(rankSuggestions(['output'], pages, pages, { limit: 2 })).toHaveLength(2);
  });
});
