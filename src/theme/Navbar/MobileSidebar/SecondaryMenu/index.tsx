import type { ReactNode } from 'react';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import VersionSelector from '@site/src/components/VersionSelector';

// Wraps theme-classic's phone menu panel that a docs page opens on (the section's pages): the
// version selector is at its top, so readers switching between webpack 5 and 4 see it as the menu
// opens, without going "Back to main menu" first (issue #36). Other pages open on the main menu,
// which has it too (PrimaryMenu).
export default function SecondaryMenuWrapper(): ReactNode {
  const docs = useActivePlugin() !== undefined;
  return (
    <>
      {docs && <VersionSelector />}
      <SecondaryMenu />
    </>
  );
}
