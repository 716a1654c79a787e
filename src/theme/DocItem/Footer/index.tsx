import { memo } from 'react';
import DocPageFooter from '@site/src/components/DocPageFooter';

// Replaces theme-classic's footer (edit link, tags, last update) with the spec's page parts.
// Memoised (it has no props): when the layout above it re-renders (a change of the location's
// hash, say), the footer's links and contributors need not render again.
export default memo(function DocItemFooter() {
  return <DocPageFooter />;
});
