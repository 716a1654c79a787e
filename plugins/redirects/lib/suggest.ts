/**
 * "Did you mean" for the not-found page: the pages a reader who typed or followed a missing URL
 * most likely wanted. Two sources, both from the local search index of the URL's docs version
 * (plugins/local-search): the pages whose URL is spelt closest to the missing one (the manifest
 * lists every page), and the search results for the words of the missing path. Pure and
 * framework-free; the component (theme/NotFoundSuggestions) fetches, this ranks.
 */

export interface SuggestionPage {
  /** Site path with a trailing slash, as the search manifest gives it. */
  url: string;
  title: string;
  /** The section label ("Configuration", "Blog"), '' when unknown. */
  section: string;
}

export interface Suggestion extends SuggestionPage {
  score: number;
}

/** At most this many suggestions are shown. */
export const MAX_SUGGESTIONS = 5;
/** Below this, a page is too far from the missing URL to offer (a search hit on a common word alone). */
const MIN_SCORE = 1.5;
/** A page whose URL is at least this close to the missing one is offered even if search missed it. */
const SPELLING_THRESHOLD = 0.75;

/** Extensions old links carry that this site's page URLs do not (`/concepts/index.html`). */
const PAGE_EXTENSION = /\.(?:html?|php|aspx?|mdx?)$/i;
/** A date in front of an old blog post's slug: `2020-10-10-webpack-5-release`. */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;

/** The path's segments, without the base URL, the version folder, a page extension or a post's date. */
export function pathSegments(pathname: string, versionPath = '', baseUrl = '/'): string[] {
  let path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  path = path.replace(/^\/+/, '');
  if (versionPath && (path === versionPath || path.startsWith(`${versionPath}/`)))
    path = path.slice(versionPath.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded
    .split('/')
    .map((segment) => segment.replace(PAGE_EXTENSION, '').replace(DATE_PREFIX, ''))
    .filter((segment) => segment && segment !== 'index');
}

/**
 * The words to search for: the last segment's first (it names the page), then the folders'
 * (`/configuration/devserver/` → `devserver configuration`). Words are split at anything
 * that is not a letter or digit; a camelCase word stays whole, as the index holds it whole too.
 */
export function pathWords(segments: readonly string[]): string[] {
  const words: string[] = [];
  for (const segment of [...segments].reverse()) {
    for (const word of segment.split(/[^\p{L}\p{N}]+/u)) {
      if (word && !words.some((known) => known.toLowerCase() === word.toLowerCase()))
        words.push(word);
    }
  }
  return words;
}

/** Letters and digits only, lower case: `dev-server` and `devServer` both become `devserver`. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Edit distance with adjacent transpositions (optimal string alignment): an insertion, a deletion,
 * a substitution or two neighbours swapped cost 1 each, so the typo `ouptut` is one edit away.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How alike two names are, 0 to 1, ignoring case and separators. */
export function similarity(a: string, b: string): number {
  const x = squash(a);
  const y = squash(b);
  if (!x || !y) return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

/**
 * The suggestions for a missing path, best first. `segments` are the missing path's
 * (pathSegments), `pages` every page of the index, `found` the search results for its words in
 * their order. A page scores by how close its URL's last segment (or its whole path) is to the
 * missing one's (their last segments), by its place in the search results, and for sharing the
 * section (spelt closely enough), which weighs as much as the first search place.
 */
export function rankSuggestions(
  segments: readonly string[],
  pages: readonly SuggestionPage[],
  found: readonly SuggestionPage[],
  { versionPath = '', baseUrl = '/', limit = MAX_SUGGESTIONS } = {},
): Suggestion[] {
  if (!segments.length) return [];
  const last = segments[segments.length - 1]!;
  const byUrl = new Map<string, number>();
  found.forEach((page, index) => {
    if (!byUrl.has(page.url)) byUrl.set(page.url, index);
  });
  const scored: Suggestion[] = [];
  const seen = new Set<string>();
  for (const page of [...found, ...pages]) {
    if (seen.has(page.url)) continue;
    seen.add(page.url);
    const own = pathSegments(page.url, versionPath, baseUrl);
    if (!own.length) continue; // the home page is on the not-found page already
    // The page's own name against the missing one's: a section's front page is named by its folder.
    const spelling = similarity(last, own[own.length - 1]!);
    const searchRank = byUrl.get(page.url);
    if (searchRank === undefined && spelling < SPELLING_THRESHOLD) continue;
    const fromSearch = searchRank === undefined ? 0 : 1 - searchRank / (found.length + 1);
    // As much as the best search place: /configuration/ouptut/ means /configuration/output/, not
    // /troubleshooting/output/, however the search ranks the two.
    const sameSection =
      segments.length > 1 && similarity(own[0]!, segments[0]!) >= SPELLING_THRESHOLD ? 1 : 0;
    const score = 2 * spelling + fromSearch + sameSection;
    if (score >= MIN_SCORE) scored.push({ ...page, score });
  }
  return scored.sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : 1)).slice(0, limit);
}
