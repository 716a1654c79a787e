/**
 * Search scopes: one index per docs version, so a search from a webpack 4 page answers from the
 * webpack 4 docs (and offers 5), and one search never downloads more than the budget of one
 * version's index. The current version's scope also holds every page outside the versioned docs
 * (blog, root pages). Framework-free: shared by the plugin (which index a page goes to, where each
 * index is written) and the search screen (which index to open from the page in view).
 */
import { SEARCH_DIR } from './constants';

export interface SearchScope {
  /** The docs version's name (`current` for the docs/ folder, `4` for versioned_docs/version-4). */
  name: string;
  /** What readers call it: "5", "4". */
  label: string;
  /** The version's URL path without the base URL and slashes: '' for the current docs, 'v4'. */
  path: string;
  /** Whether this is the version readers get by default (its index also holds the blog). */
  isLast: boolean;
}

/** A version's path as Docusaurus gives it ('/', '/v4', '/docs/v4/') relative to the base URL, without slashes. */
export function scopePath(versionPath: string, baseUrl = '/'): string {
  const relative = versionPath.startsWith(baseUrl)
    ? versionPath.slice(baseUrl.length)
    : versionPath;
  return relative.replace(/^\/+|\/+$/g, '');
}

/** The index folder of a scope, relative to the build folder: `search/`, `search/v4/`. */
export function scopeDir(scope: Pick<SearchScope, 'path' | 'isLast'>): string {
  return scope.isLast || scope.path === '' ? `${SEARCH_DIR}/` : `${SEARCH_DIR}/${scope.path}/`;
}

/**
 * The scope a page belongs to: the non-default version whose path starts the URL, else the
 * default one (current docs, blog, root pages).
 * @throws when no scope is the default one
 */
export function scopeOfUrl(
  url: string,
  scopes: readonly SearchScope[],
  baseUrl = '/',
): SearchScope {
  const relative = scopePath(url, baseUrl);
  const versioned = scopes.find(
    (scope) =>
      !scope.isLast &&
      scope.path !== '' &&
      (relative === scope.path || relative.startsWith(`${scope.path}/`)),
  );
  if (versioned) return versioned;
  const last = scopes.find((scope) => scope.isLast);
  if (!last)
    throw new Error('Local search needs one docs version marked as the last (default) version.');
  return last;
}

/** Groups items by the scope of their URL, keeping every scope (an empty one too) in the given order. */
export function groupByScope<T extends { url: string }>(
  items: readonly T[],
  scopes: readonly SearchScope[],
  baseUrl = '/',
): Map<SearchScope, T[]> {
  const groups = new Map<SearchScope, T[]>(scopes.map((scope) => [scope, []]));
  for (const item of items) groups.get(scopeOfUrl(item.url, scopes, baseUrl))!.push(item);
  return groups;
}
