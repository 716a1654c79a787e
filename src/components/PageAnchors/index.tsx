import { useMemo } from 'react';
import Link from '@docusaurus/Link';
import { buildAnchorTree, type AnchorNode } from '@site/plugins/content-model/lib/anchors';
import { loadedDocToc, tocValueText } from '@site/plugins/docusaurus-internals/client/loadedDocToc';
import styles from './styles.module.css';

function AnchorList({ nodes, permalink }: { nodes: AnchorNode[]; permalink: string }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link className={styles.anchor} to={`${permalink}#${node.id}`}>
            {node.title}
          </Link>
          {node.children.length > 0 && <AnchorList nodes={node.children} permalink={permalink} />}
        </li>
      ))}
    </ul>
  );
}

/** The anchors of the page at `permalink` (the page being read): a sidebar list item of their own. */
export default function PageAnchors({ permalink }: { permalink: string }) {
  const tree = useMemo(() => {
    const toc = loadedDocToc(permalink) ?? [];
    return buildAnchorTree(toc.map((item) => ({ title: tocValueText(item.value), id: item.id, level: item.level })));
  }, [permalink]);
  if (tree.length === 0) return null;
  return (
    <li className="menu__list-item">
      <nav aria-label="On this page" className={styles.anchors} data-page-anchors>
        <AnchorList nodes={tree} permalink={permalink} />
      </nav>
    </li>
  );
}
