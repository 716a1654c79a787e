import type { ReactNode } from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import VersionSelector from '@site/src/components/VersionSelector';

// Wraps theme-classic's phone menu (the header's links, languages and social links): the version
// selector of the desktop docs sidebar is offered here too, so phones can reach the webpack 4 docs.
export default function PrimaryMenuWrapper(): ReactNode {
  return (
    <>
      <PrimaryMenu />
      <VersionSelector />
    </>
  );
}
