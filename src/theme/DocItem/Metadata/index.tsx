import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Like theme-classic's, but a page without a `description` in its front matter
 * gets the site's default sentence rather than an excerpt of its first paragraph.
 */
export default function DocItemMetadata() {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const description =
    typeof frontMatter.description === 'string' && frontMatter.description.trim()
      ? frontMatter.description
      : (siteConfig.customFields?.defaultDescription as string);
  return (
    <PageMetadata
      title={metadata.title}
      description={description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
