import { useEffect, type ComponentProps } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { publishPageAnchors, tocValueText } from '@site/src/components/PageAnchors/store';

type Props = ComponentProps<typeof LayoutType>;

// Wraps theme-classic's DocItem layout: publishes the page's headings for the sidebar.
export default function LayoutWrapper(props: Props) {
  const { metadata, toc } = useDoc();
  useEffect(() => {
    publishPageAnchors({
      permalink: metadata.permalink,
      anchors: toc.map((item) => ({ title: tocValueText(item.value), id: item.id, level: item.level })),
    });
    return () => publishPageAnchors(null);
  }, [metadata.permalink, toc]);
  return <Layout {...props} />;
}
