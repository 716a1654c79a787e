import { synonymTerms } from '../lib/synonyms';

describe('synonymTerms', () => {
  it('gives the terms of the other phrases of a group a text says', () => {
    expect(synonymTerms('Command Line Interface')).toEqual(['cli']);
    expect(synonymTerms('the webpack CLI')).toEqual(['command', 'lin']);
    expect(synonymTerms('Node Interface')).toEqual(['nod', 'api']);
    expect(synonymTerms('Load it with import().')).toEqual(['dynamic', 'import']);
    expect(synonymTerms('Hot Module Replacement')).toEqual(['hmr']);
  });

  it('matches a phrase with a plural or a hyphen, and only whole', () => {
    expect(synonymTerms('source maps')).toEqual(synonymTerms('source-map'));
    expect(synonymTerms('source maps')).toContain('devtool');
    expect(synonymTerms('resource mapping')).toEqual([]);
    expect(synonymTerms('clique')).toEqual([]);
  });
});
