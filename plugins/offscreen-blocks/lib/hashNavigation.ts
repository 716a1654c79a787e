/**
 * Whether a client-side navigation draws the whole article. A navigation to another page at a
 * hash (a search result, a link to `/configuration/output/#outputpublicpath`) is scrolled by
 * Docusaurus with `scrollIntoView`, and `history.pushState` does not move the CSS `:target`: the
 * blocks before the heading would be skipped, holding their placeholder size, and the heading would
 * move when they are drawn. So such a page is drawn whole (true). A navigation to another page
 * without a hash skips again (false). The page first loaded, where `:target` works, and a
 * navigation within the page (a contents link) keep what the page has (null).
 */
export interface RouteLocation {
  readonly pathname: string;
  readonly hash: string;
}

export function drawsWholeArticle(location: RouteLocation, previousLocation: RouteLocation | null | undefined): boolean | null {
  if (!previousLocation || previousLocation.pathname === location.pathname) return null;
  return location.hash.length > 1;
}

/** The attribute on `<html>` that offscreen-blocks.css reads. */
export const WHOLE_ARTICLE_ATTRIBUTE = 'data-hash-navigation';
