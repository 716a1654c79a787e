import DocPageFooter from '@site/src/components/DocPageFooter';

// Replaces theme-classic's footer (edit link, tags, last update) with the spec's page parts.
export default function DocItemFooter() {
  return <DocPageFooter />;
}
