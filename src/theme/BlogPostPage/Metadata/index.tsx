import Head from '@docusaurus/Head';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { twinPath } from '@site/plugins/llms/lib/urls';

// Wraps theme-classic's blog post metadata: announces the post's Markdown twin (plugins/llms).
export default function MetadataWrapper() {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      <Head>
        <link
          rel="alternate"
          type="text/markdown"
          href={twinPath(metadata.permalink)}
          title="Markdown"
        />
      </Head>
    </>
  );
}
