// @ts-check
/**
 * The prefix of the offline caches and the name of a saved docs version's cache, without the rest
 * of the policy: small enough for any page to import (lib/policy.js re-exports it).
 */

/** Every cache of the site starts with this; the version suffix of each changes when its format does. */
export const CACHE_PREFIX = 'webpack-docs-';

/** A docs version saved for offline reading: one cache each, filled by the reader's page, never evicted. */
const SAVED_CACHE_PREFIX = `${CACHE_PREFIX}saved-v1-`;

/**
 * The cache of a docs version saved for offline reading ('5', '4').
 * @param {string} version
 */
export function savedCacheName(version) {
  return `${SAVED_CACHE_PREFIX}${version}`;
}

/**
 * Whether a cache holds a saved docs version (of the current format).
 * @param {string} name
 */
export function isSavedCache(name) {
  return name.startsWith(SAVED_CACHE_PREFIX);
}
