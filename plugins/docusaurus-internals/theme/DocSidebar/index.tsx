import type { ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { useFirstInteraction } from '@site/src/hooks/useFirstInteraction';

/** The mobile sidebar, once the window is narrow and the reader has interacted. */
function MobileSidebarWhenWanted(props: Props): ReactNode {
  const mobile = useWindowSize() === 'mobile';
  const interacted = useFirstInteraction();
  return mobile && interacted ? <DocSidebarMobile {...props} /> : null;
}

// Ejected from theme-classic: an eject its swizzle list calls unsafe (wrapping cannot change which
// sidebar the original mounts; fenced here, named in ../../ejects.ts). Two changes, both for phones:
// - the desktop sidebar stays mounted at every width; below 997px its column is `display: none`
//   (theme-classic's DocRoot/Layout/Sidebar CSS). theme-classic removed it once a phone had
//   hydrated the page, and deleting hundreds of links was part of a long task that cannot yield.
//   The window size is read in a child, so its change after hydration does not re-render the
//   desktop sidebar either;
// - the mobile sidebar (which fills the phone menu's drawer, and renders nothing itself) waits for
//   the reader's first interaction, like the drawer (src/theme/Navbar/MobileSidebar).
export default function DocSidebar(props: Props): ReactNode {
  return (
    <>
      <DocSidebarDesktop {...props} />
      <MobileSidebarWhenWanted {...props} />
    </>
  );
}
