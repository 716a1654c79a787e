import { useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { buildAnchorTree, type AnchorNode } from '@site/plugins/content-model/lib/anchors';
import { loadedDocToc, tocValueText } from '@site/plugins/docusaurus-internals/client/loadedDocToc';
import { anchorWindow, scrollToReveal, SIDEBAR_ANCHOR_LIMIT } from '@site/src/lib/headingInView';
import { revealInContainer, useHeadingInView } from './useHeadingInView';
import styles from './styles.module.css';

function AnchorList({
  nodes,
  permalink,
  active,
}: {
  nodes: AnchorNode[];
  permalink: string;
  active: string | undefined;
}) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            className={clsx(styles.anchor, node.id === active && styles.active)}
            to={`${permalink}#${node.id}`}
            aria-current={node.id === active ? 'location' : undefined}
          >
            {node.title}
          </Link>
          {node.children.length > 0 && (
            <AnchorList nodes={node.children} permalink={permalink} active={active} />
          )}
        </li>
      ))}
    </ul>
  );
}

const flatten = (nodes: readonly AnchorNode[]): AnchorNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/**
 * The anchors of the page at `permalink` (the page being read): a sidebar list item of their own.
 * The heading being read is marked and kept in view. A long page (more than SIDEBAR_ANCHOR_LIMIT
 * anchors) shows only its top-level anchors, a window of SIDEBAR_ANCHOR_LIMIT of them that follows
 * the reading, and a button for all of them: the next page's link stays in sight.
 */
export default function PageAnchors({ permalink }: { permalink: string }) {
  const tree = useMemo(() => {
    const toc = loadedDocToc(permalink) ?? [];
    return buildAnchorTree(
      toc.map((item) => ({ title: tocValueText(item.value), id: item.id, level: item.level })),
    );
  }, [permalink]);
  const long = flatten(tree).length > SIDEBAR_ANCHOR_LIMIT;
  const shown = useMemo(
    () => (long ? tree.map((node) => ({ ...node, children: [] })) : tree),
    [long, tree],
  );
  const ids = useMemo(() => flatten(shown).map((node) => node.id), [shown]);
  const activeIndex = useHeadingInView(ids);
  const active = ids[activeIndex];
  const [expanded, setExpanded] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  // Keep the marked anchor inside the sidebar's scrolling area as the reader moves on.
  useEffect(() => {
    if (!active) return;
    revealInContainer(
      navRef.current?.querySelector<HTMLElement>('[aria-current="location"]') ?? null,
      (box, item) => scrollToReveal(box, item),
    );
  }, [active, expanded]);

  if (tree.length === 0) return null;
  const { start, end } =
    long && !expanded ? anchorWindow(shown.length, activeIndex) : { start: 0, end: shown.length };
  return (
    <li className="menu__list-item">
      <nav ref={navRef} aria-label="On this page" className={styles.anchors} data-page-anchors>
        <AnchorList nodes={shown.slice(start, end)} permalink={permalink} active={active} />
        {long && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            data-anchors-toggle
          >
            {expanded ? 'Show fewer sections' : `Show all ${shown.length} sections`}
          </button>
        )}
      </nav>
    </li>
  );
}
