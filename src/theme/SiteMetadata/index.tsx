import { useSyncExternalStore, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';
import {
  isNotFoundBuildPath,
  isNotFoundShown,
  subscribeNotFound,
} from '@site/src/lib/notFoundState';

/**
 * Wraps theme-classic's site metadata. The not-found page has no address of its own: theme-classic
 * gave it a canonical link, og:url and hreflang alternates of `/404.html/` (or of whatever unknown
 * path was asked for). There it keeps only the site's meta tags and asks not to be indexed.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  const shown = useSyncExternalStore(subscribeNotFound, isNotFoundShown, () => false);
  const { metadata } = useThemeConfig();
  if (!shown && !isNotFoundBuildPath(pathname)) return <SiteMetadata />;
  return (
    <Head>
      <meta name="robots" content="noindex" />
      {metadata.map((metadatum, i) => (
        <meta key={i} {...metadatum} />
      ))}
    </Head>
  );
}
