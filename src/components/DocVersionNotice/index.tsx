import { lazy, Suspense, type ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

// Its own chunk, off the first load of webpack 5 pages: the server renders it into the HTML (the
// build waits for it), and in the browser the server's banner stays until the chunk has loaded.
const VersionBanner = lazy(
  () => import(/* webpackChunkName: "version-banner" */ '@site/src/components/VersionBanner'),
);

/**
 * The site's notice on the pages of an older docs version (the docs plugin's `banner` option, set
 * for version 4 in docusaurus.config.ts), nothing on the current version's. It takes the place of
 * theme-classic's DocVersionBanner, whose code (0.9 kB gzip with its version suggestions)
 * would otherwise ride on every docs page's first load only to render nothing there.
 */
export default function DocVersionNotice({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return (
    <Suspense fallback={null}>
      <VersionBanner version={version.label} className={className} />
    </Suspense>
  );
}
