import { lazy, Suspense, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useWindowSize } from '@docusaurus/theme-common';
import { useFirstInteraction } from '@site/src/hooks/useFirstInteraction';

// Swipe, Escape, focus-loss and focus-trap handling: its own chunk, fetched once the window is
// narrow enough for the mobile sidebar, so desktop readers never download it. A failed fetch
// (offline) leaves theme-classic's sidebar working without the gestures rather than breaking the page.
const MobileSidebarControls = lazy(() =>
  import('@site/src/components/MobileSidebarControls').catch(() => ({ default: () => null })),
);

// Wraps theme-classic's mobile sidebar (sections in the main menu, the current section's
// pages in the secondary menu).
export default function MobileSidebarWrapper() {
  const mobile = useWindowSize() === 'mobile';
  // The drawer is hidden until the reader opens it: it is built at the reader's first touch, click,
  // key press or focus (before the toggle's click or a swipe's first move needs it), not while a
  // phone hydrates the page. That render created the whole menu's DOM in one task that could not
  // yield, right after hydration.
  const interacted = useFirstInteraction();
  // Once loaded, kept: a window widened and narrowed again does not remount the controls.
  const [controls, setControls] = useState(false);
  if (mobile && !controls) setControls(true);
  return (
    <>
      {interacted && <MobileSidebar />}
      {controls && (
        <Suspense fallback={null}>
          <MobileSidebarControls />
        </Suspense>
      )}
    </>
  );
}
