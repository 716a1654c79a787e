import type { ComponentProps } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import { useWindowSize } from '@docusaurus/theme-common';
import { useFirstInteraction } from '@site/src/hooks/useFirstInteraction';

type Props = ComponentProps<typeof DocSidebarType>;

// Wraps theme-classic's docs sidebar. On a phone it renders only the filler that hands the section's
// pages to the drawer's secondary menu, and the drawer is built at the reader's first interaction
// (src/theme/Navbar/MobileSidebar), so the filler waits for the same moment. Its first render sorts
// its props' keys with localeCompare (theme-common's useShallowMemoObject), and a page's first string
// comparison initialises ICU's collator: 15 to 30 ms at full CPU speed, inside the largest task after
// a phone hydrates a docs page. Desktop and the server render as before.
export default function DocSidebarWrapper(props: Props) {
  const phone = useWindowSize() === 'mobile';
  const interacted = useFirstInteraction();
  if (phone && !interacted) return null;
  return <DocSidebar {...props} />;
}
