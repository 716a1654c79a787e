import { Suspense, use, type ComponentProps, type ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import { useWindowSize } from '@docusaurus/theme-common';
import { useFirstInteraction } from '@site/src/hooks/useFirstInteraction';
import { useHydrating } from '@site/src/lib/hydration';

type Props = ComponentProps<typeof DocSidebarType>;

/** theme-common's useWindowSize: wider than this is 'desktop' (and CSS shows the sidebar column). */
const DESKTOP_BREAKPOINT_PX = 996;
const never = new Promise<never>(() => {});

/**
 * On a phone the server's desktop sidebar is hidden by CSS and removed once the window size is
 * known, so hydrating it (every item, and a prefetch observer per link) is wasted: it waits, as a
 * dehydrated Suspense boundary, until the wrapper below removes it in the render after hydration.
 */
function DesktopOnlyWhileHydrating({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && typeof window !== 'undefined' && window.innerWidth <= DESKTOP_BREAKPOINT_PX)
    use(never);
  return children;
}

// Wraps theme-classic's docs sidebar. On a phone it renders only the filler that hands the section's
// pages to the drawer's secondary menu, and the drawer is built at the reader's first interaction
// (src/theme/Navbar/MobileSidebar), so the filler waits for the same moment. Its first render sorts
// its props' keys with localeCompare (theme-common's useShallowMemoObject), and a page's first string
// comparison initialises ICU's collator: 15 to 30 ms at full CPU speed, inside the largest task after
// a phone hydrates a docs page. Desktop renders and hydrates as before.
export default function DocSidebarWrapper(props: Props) {
  const phone = useWindowSize() === 'mobile';
  const interacted = useFirstInteraction();
  if (phone && !interacted) return null;
  return (
    <Suspense fallback={null}>
      <DesktopOnlyWhileHydrating>
        <DocSidebar {...props} />
      </DesktopOnlyWhileHydrating>
    </Suspense>
  );
}
