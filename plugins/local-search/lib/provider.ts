/**
 * Which search the site uses, decided from the environment: Algolia DocSearch
 * when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set,
 * otherwise the built-in local search (no keys, no third-party requests).
 */
import { SEARCH_PLACEHOLDER } from './constants';

export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchParameters: Record<string, unknown>;
  /** DocSearch: no recent or favourite searches kept for the reader. */
  disableUserPersonalization: boolean;
  searchPagePath: false;
  placeholder: string;
  translations: {
    button: { buttonText: string; buttonAriaLabel: string };
    modal: { searchBox: { placeholderText: string } };
  };
}

export type SearchConfig =
  { provider: 'local' } | { provider: 'algolia'; algolia: AlgoliaThemeConfig };

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = ALGOLIA_VARIABLES.filter((name) => value(name));
  if (set.length === 0) return { provider: 'local' };
  if (set.length < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((name) => !value(name));
    throw new Error(
      `Algolia search is half configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ` +
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all three for Algolia DocSearch, ` +
        'or none for the built-in local search.',
    );
  }
  return {
    provider: 'algolia',
    algolia: {
      appId: value('ALGOLIA_APP_ID')!,
      apiKey: value('ALGOLIA_API_KEY')!,
      indexName: value('ALGOLIA_INDEX_NAME')!,
      contextualSearch: true,
      // spec §7: personalization disabled
      searchParameters: { enablePersonalization: false },
      disableUserPersonalization: true,
      // the docs have no search page; results open the page itself
      searchPagePath: false,
      placeholder: SEARCH_PLACEHOLDER,
      translations: {
        button: { buttonText: SEARCH_PLACEHOLDER, buttonAriaLabel: SEARCH_PLACEHOLDER },
        modal: { searchBox: { placeholderText: SEARCH_PLACEHOLDER } },
      },
    },
  };
}

/**
 * A search result URL reduced to its path, query and hash (spec §7: result
 * URLs stripped to paths), so results open in this site whatever host the
 * index was crawled on.
 */
export function resultPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}
