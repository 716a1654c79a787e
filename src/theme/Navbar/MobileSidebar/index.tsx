import { lazy, Suspense, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useWindowSize } from '@docusaurus/theme-common';

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
  // Once loaded, kept: a window widened and narrowed again does not remount the controls.
  const [controls, setControls] = useState(false);
  if (mobile && !controls) setControls(true);
  return (
    <>
      <MobileSidebar />
      {controls && (
        <Suspense fallback={null}>
          <MobileSidebarControls />
        </Suspense>
      )}
    </>
  );
}
