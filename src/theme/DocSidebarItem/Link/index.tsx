import type { ComponentProps } from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import PageAnchors from '@site/src/components/PageAnchors';

type Props = ComponentProps<typeof LinkType>;

// Wraps theme-classic's sidebar link: the current page's item is followed by its anchors.
export default function LinkWrapper(props: Props) {
  const current =
    props.item.docId !== undefined && isActiveSidebarItem(props.item, props.activePath);
  return (
    <>
      <Link {...props} />
      {current && <PageAnchors permalink={props.item.href} />}
    </>
  );
}
