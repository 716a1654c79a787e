/**
 * Which heading the reader is in, and how a long list of a page's anchors is cut down for the
 * sidebar (issue #19: the next page must stay in sight; the anchors follow the heading in view).
 * Framework-free; src/components/PageAnchors and the table of contents use it.
 */

/** Pages with more anchors than this show only level-2 anchors in the sidebar, a window of them. */
export const SIDEBAR_ANCHOR_LIMIT = 10;

/**
 * The index of the heading being read: the last one whose top has passed `offset` (the header's
 * height and a little more), or the first heading when none has yet; -1 without headings.
 * @param tops each heading's distance from the top of the viewport, in page order
 */
export function headingInView(tops: readonly number[], offset: number): number {
  if (tops.length === 0) return -1;
  let index = 0;
  tops.forEach((top, i) => {
    if (top <= offset) index = i;
  });
  return index;
}

/**
 * The slice of `count` anchors the collapsed sidebar shows: `limit` of them, starting two before
 * the active one so what comes before it is still in view, never past the end. Always `limit`
 * long (or `count` when shorter), so the rows under the list never move as the reader scrolls.
 */
export function anchorWindow(
  count: number,
  active: number,
  limit: number = SIDEBAR_ANCHOR_LIMIT,
): { start: number; end: number } {
  if (count <= limit) return { start: 0, end: count };
  const start = Math.min(Math.max(active - 2, 0), count - limit);
  return { start, end: start + limit };
}

/**
 * How far to scroll a container (by its scrollTop) so that an item is inside it with `margin` px
 * to spare; null when it is already in view.
 */
export function scrollToReveal(
  container: { top: number; bottom: number; scrollTop: number },
  item: { top: number; bottom: number },
  margin = 24,
): number | null {
  if (item.top < container.top + margin)
    return Math.max(0, container.scrollTop - (container.top + margin - item.top));
  if (item.bottom > container.bottom - margin)
    return container.scrollTop + (item.bottom - (container.bottom - margin));
  return null;
}
