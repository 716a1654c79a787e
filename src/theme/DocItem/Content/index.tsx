import { memo, type ComponentProps } from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import { twinPath } from '@site/plugins/llms/lib/urls';

type Props = ComponentProps<typeof ContentType>;

// Wraps theme-classic's DocItem content: the page's Markdown twin (plugins/llms), announced in the head and offered beside the title.
// Memoised: its only prop is the page's content element, the same one when the layout above it
// re-renders (a change of the location's hash, say), so the title, actions and content are not
// rendered again.
export default memo(function ContentWrapper(props: Props) {
  const { metadata } = useDoc();
  const markdownUrl = twinPath(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} title="Markdown" />
      </Head>
      <PageMarkdownActions markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
});
