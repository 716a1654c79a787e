/**
 * Numbers and names the index builder and the browser client must agree on.
 * Framework-free: imported by the plugin (Node), the SearchBar (browser) and
 * docusaurus.config.ts.
 */

/** The header search box's placeholder (spec §2), for both search implementations. */
export const SEARCH_PLACEHOLDER = 'Search webpack documentation';

/** Where the index lives in the build output, relative to the site's baseUrl. */
export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';

/** Field bits of a posting. */
export const FIELD_TITLE = 1;
export const FIELD_HEADING = 2;
export const FIELD_BODY = 4;
/** The page's description (its meta description, the summary under the title). */
export const FIELD_DESCRIPTION = 8;
/** A message the page quotes in a plain-text block (an error or warning webpack prints). */
export const FIELD_MESSAGE = 16;

/**
 * Per-search limits. The client never uses more term shards or fetches more
 * text parts than this for one query, so manifest + the largest shards + the
 * largest parts is a true upper bound on what one search downloads.
 */
// 8 (was 4) so a pasted message of 12 words finds its shards (issue #33); the budget still holds
export const MAX_SHARDS_PER_SEARCH = 8;
export const MAX_RESULTS = 8;
/** Budget for everything one search downloads from a cold cache, gzipped (issue #5). */
export const SEARCH_BUDGET_BYTES = 200 * 1024;

/** Build-time sizes, raw characters: a shard is cut once it passes this … */
export const SHARD_TARGET_BYTES = 32 * 1024;
/** … a page's text is cut into parts of about this much (one part per shown result) … */
export const PART_TARGET_CHARS = 12_000;
/** … and a section longer than this is split into continuation sections. */
export const MAX_SECTION_CHARS = 4_000;

/** Query words beyond this are ignored: enough for the first line of a pasted error message. */
export const MAX_QUERY_TERMS = 12;
/** Code names of one query (`require.context`, `import()`) looked up whole, beside its words. */
export const MAX_BOOST_TERMS = 2;
/** A partial last word expands to at most this many index terms (most frequent first). */
export const MAX_PREFIX_EXPANSIONS = 24;
/** Shortest partial word that expands to the terms it begins. */
export const MIN_PREFIX_LENGTH = 2;
