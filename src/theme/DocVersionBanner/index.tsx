import type { ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * The site documents one webpack version (the current one; webpack 4 lives on its own site, reached
 * through the version selector), so no docs version carries a banner. theme-classic's banner code
 * (its labels, the latest-version suggestion) would ship on every docs page only to render nothing.
 * A version configured with a banner fails the build here instead of losing its banner silently.
 */
export default function DocVersionBanner(): ReactNode {
  const version = useDocsVersion();
  if (version.banner) {
    throw new Error(
      `Docs version "${version.version}" has banner "${version.banner}", but src/theme/DocVersionBanner renders none: ` +
        'wrap @theme-original/DocVersionBanner there to show it.',
    );
  }
  return null;
}
