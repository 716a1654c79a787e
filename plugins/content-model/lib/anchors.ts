/**
 * Heading anchors of a page, as the sidebar shows them under the current page:
 * the top level of the page's headings, with the next level nested under it.
 */

export interface Anchor {
  title: string;
  id: string;
  level?: number;
}

export interface AnchorNode {
  title: string;
  id: string;
  level: number;
  children: AnchorNode[];
}

/** Headings whose level is unknown count as 99, so they never become the top level (spec §5). */
export const UNKNOWN_HEADING_LEVEL = 99;

export function minHeadingLevel(anchors: readonly Anchor[]): number {
  return anchors.reduce(
    (min, anchor) => Math.min(min, anchor.level ?? UNKNOWN_HEADING_LEVEL),
    UNKNOWN_HEADING_LEVEL,
  );
}

/** Under `output`, `output.filename` reads `filename`: the parent's name is implied by the nesting. */
export function nestedTitle(parentTitle: string, title: string): string {
  const prefix = `${parentTitle}.`;
  return title.startsWith(prefix) && title.length > prefix.length
    ? title.slice(prefix.length)
    : title;
}

/**
 * Builds a two-level tree from anchors with a level above 1 (page titles are
 * level 1): the minimum level becomes the top, the next level nests under the
 * closest top-level anchor before it. Deeper levels are left out.
 */
export function buildAnchorTree(anchors: readonly Anchor[]): AnchorNode[] {
  const candidates = anchors.filter((anchor) => (anchor.level ?? UNKNOWN_HEADING_LEVEL) > 1);
  const top = minHeadingLevel(candidates);
  const tree: AnchorNode[] = [];
  for (const anchor of candidates) {
    const level = anchor.level ?? UNKNOWN_HEADING_LEVEL;
    if (level === top) {
      tree.push({ title: anchor.title, id: anchor.id, level, children: [] });
    } else if (level === top + 1) {
      const parent = tree[tree.length - 1];
      if (parent) {
        parent.children.push({
          title: nestedTitle(parent.title, anchor.title),
          id: anchor.id,
          level,
          children: [],
        });
      } else {
        // A sub-heading before any top-level heading still deserves a link.
        tree.push({ title: anchor.title, id: anchor.id, level, children: [] });
      }
    }
  }
  return tree;
}
