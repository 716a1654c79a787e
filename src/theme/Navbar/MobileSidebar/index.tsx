import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import MobileSidebarControls from '@site/src/components/MobileSidebarControls';

// Wraps theme-classic's mobile sidebar (sections in the main menu, the current section's
// pages in the secondary menu) with swipe, Escape, focus-loss and focus-trap handling.
export default function MobileSidebarWrapper() {
  return (
    <>
      <MobileSidebar />
      <MobileSidebarControls />
    </>
  );
}
