import { lazy, Suspense, type ReactNode } from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof DocVersionBannerType>;

// Its own chunk, off the first load of webpack 5 pages: the server renders it into the HTML (the
// build waits for it), and in the browser the server's banner stays until the chunk has loaded.
const VersionBanner = lazy(() => import('@site/src/components/VersionBanner'));

// Wraps theme-classic's version banner: on an older version's pages (the docs plugin's `banner`
// option, set for version 4 in docusaurus.config.ts) the site's own notice, with the nearest
// webpack 5 page found like the version selector finds it; elsewhere the original (which renders nothing).
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (version.banner) {
    return (
      <Suspense fallback={null}>
        <VersionBanner version={version.label} className={props.className} />
      </Suspense>
    );
  }
  return <DocVersionBanner {...props} />;
}
