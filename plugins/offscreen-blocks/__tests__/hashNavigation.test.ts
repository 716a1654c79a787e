import { describe, expect, it } from '@jest/globals';
import { drawsWholeArticle } from '../lib/hashNavigation';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('drawsWholeArticle', () => {
  it('draws the whole article when Docusaurus navigates to a hash, on another page or the same one', () => {
    expect(
      drawsWholeArticle(
        at('/configuration/output/', '#outputpublicpath'),
        at('/configuration/target/'),
        false,
      ),
    ).toBe(true);
    expect(
      drawsWholeArticle(
        at('/configuration/output/', '#outputpath'),
        at('/configuration/output/'),
        false,
      ),
    ).toBe(true);
  });

  it('leaves a navigation the browser made itself to the CSS `:target`, already on the heading', () => {
    expect(
      drawsWholeArticle(
        at('/configuration/output/', '#outputpath'),
        at('/configuration/output/'),
        true,
      ),
    ).toBeNull();
  });

  it('goes back to drawing near the screen on another page without a hash', () => {
    expect(
      drawsWholeArticle(at('/concepts/'), at('/configuration/output/', '#outputpath'), false),
    ).toBe(false);
    expect(drawsWholeArticle(at('/concepts/', '#'), at('/configuration/output/'), false)).toBe(
      false,
    );
  });

  it('leaves a page as it is on a navigation within it without a hash (back to the top)', () => {
    expect(
      drawsWholeArticle(
        at('/configuration/output/'),
        at('/configuration/output/', '#outputpath'),
        false,
      ),
    ).toBeNull();
  });

  it('leaves the first page loaded to the CSS `:target`, which follows its hash', () => {
    expect(drawsWholeArticle(at('/configuration/output/', '#outputpath'), null, false)).toBeNull();
    expect(drawsWholeArticle(at('/configuration/output/'), undefined, false)).toBeNull();
  });
});
