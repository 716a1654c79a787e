import type { ComponentProps } from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import VersionSelector from '@site/src/components/VersionSelector';

type Props = ComponentProps<typeof ContentType>;

// Wraps theme-classic's desktop sidebar content: the version selector sits above the
// scrolling menu (both are flex children of the sidebar column, so only the menu scrolls).
export default function ContentWrapper(props: Props) {
  return (
    <>
      <VersionSelector />
      <Content {...props} />
    </>
  );
}
