import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-init/SearchBar';
import LocalSearch from '@site/plugins/local-search/theme/LocalSearch';
import { resultPath } from '@site/plugins/local-search/lib/provider';

export { SEARCH_PLACEHOLDER } from '@site/plugins/local-search/lib/constants';

interface Hit {
  url: string;
}

/** Spec §7: result URLs stripped to paths, so every result opens on this host. */
const transformItems = <T extends Hit>(items: T[]): T[] =>
  items.map((item) => ({ ...item, url: resultPath(item.url) }));

/**
 * The header search box. With ALGOLIA_* set, docusaurus.config.ts registers
 * theme-search-algolia and `@theme-init/SearchBar` is its DocSearch box;
 * otherwise it is theme-classic's empty placeholder (no Algolia code in the
 * bundle) and the built-in local search is shown.
 */
export default function SearchBar() {
  const { siteConfig } = useDocusaurusContext();
  if (siteConfig.themeConfig.algolia) return <OriginalSearchBar transformItems={transformItems} />;
  return <LocalSearch />;
}
