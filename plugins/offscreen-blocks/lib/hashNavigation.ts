/**
 * Whether a client-side navigation draws the whole article. Docusaurus scrolls a navigation to a
 * hash (a search result, a sidebar anchor, a link from another page) with `scrollIntoView`, and
 * `history.pushState` does not move the CSS `:target`: the blocks before the heading would be
 * skipped, holding their placeholder size, and the heading would move when they are drawn. So
 * such a navigation draws the whole article (true). Where the browser made the navigation itself
 * (a plain `#` link), `:target` is already the heading and the CSS draws what is before it; a
 * navigation to another page without a hash skips again (false); the page first loaded, where
 * `:target` works, and a navigation within the page without a hash keep what the page has (null).
 */
export interface RouteLocation {
  readonly pathname: string;
  readonly hash: string;
}

export function drawsWholeArticle(
  location: RouteLocation,
  previousLocation: RouteLocation | null | undefined,
  hashIsTarget: boolean,
): boolean | null {
  if (!previousLocation) return null;
  if (location.hash.length > 1) return hashIsTarget ? null : true;
  return previousLocation.pathname === location.pathname ? null : false;
}

/** The attribute on `<html>` that offscreen-blocks.css reads. */
export const WHOLE_ARTICLE_ATTRIBUTE = 'data-hash-navigation';
