import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Wraps theme-classic's: a page without a `description` in its front matter gets the site's
 * default sentence rather than an excerpt of its first paragraph. The head keeps the last value
 * given for a tag, so this one, rendered after the original's, wins.
 */
export default function DocItemMetadata(): ReactNode {
  const { frontMatter } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const ownDescription =
    typeof frontMatter.description === 'string' && frontMatter.description.trim() !== '';
  return (
    <>
      <Metadata />
      {!ownDescription && (
        <PageMetadata description={siteConfig.customFields?.defaultDescription as string} />
      )}
    </>
  );
}
