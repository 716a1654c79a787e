import { describe, expect, it } from '@jest/globals';
import { drawsWholeArticle } from '../lib/hashNavigation';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('drawsWholeArticle', () => {
  it('draws the whole article of another page reached at a hash', () => {
    expect(drawsWholeArticle(at('/configuration/output/', '#outputpublicpath'), at('/configuration/target/'))).toBe(true);
  });

  it('goes back to drawing near the screen on another page without a hash', () => {
    expect(drawsWholeArticle(at('/concepts/'), at('/configuration/output/', '#outputpath'))).toBe(false);
    expect(drawsWholeArticle(at('/concepts/', '#'), at('/configuration/output/'))).toBe(false);
  });

  it('leaves a page as it is when the navigation stays on it (a contents link, back to the top)', () => {
    expect(drawsWholeArticle(at('/configuration/output/', '#outputpath'), at('/configuration/output/'))).toBeNull();
    expect(drawsWholeArticle(at('/configuration/output/'), at('/configuration/output/', '#outputpath'))).toBeNull();
  });

  it('leaves the first page loaded to the CSS `:target`, which follows its hash', () => {
    expect(drawsWholeArticle(at('/configuration/output/', '#outputpath'), null)).toBeNull();
    expect(drawsWholeArticle(at('/configuration/output/'), undefined)).toBeNull();
  });
});
