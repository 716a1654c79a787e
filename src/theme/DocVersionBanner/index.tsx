import type { ComponentProps, ReactNode } from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import DocVersionNotice from '@site/src/components/DocVersionNotice';

type Props = ComponentProps<typeof DocVersionBannerType>;

// Wraps theme-classic's version banner where theme-classic still renders it (a generated category
// index page): on an older version's pages the site's own notice, elsewhere the original (which
// renders nothing). Docs pages render the notice directly (the fenced DocItem/Layout).
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (version.banner) return <DocVersionNotice className={props.className} />;
  return <DocVersionBanner {...props} />;
}
