import type { ReactNode } from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import VersionBanner from '@site/src/components/VersionBanner';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof DocVersionBannerType>;

// Wraps theme-classic's version banner: on an older version's pages (the docs plugin's `banner`
// option, set for version 4 in docusaurus.config.ts) the site's own notice, with the nearest
// webpack 5 page found like the version selector finds it; elsewhere the original (which renders nothing).
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (version.banner) return <VersionBanner version={version.label} className={props.className} />;
  return <DocVersionBanner {...props} />;
}
