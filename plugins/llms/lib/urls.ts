/**
 * Where a page's Markdown twin lives, and how site paths become absolute URLs.
 * Framework-free: the plugin and the 'Copy page' button both use it.
 */

/** File name of a page's Markdown twin, beside its index.html. */
export const TWIN_FILE = 'index.md';

/** `/concepts/entry-points/` → `/concepts/entry-points/index.md` (page URLs end in a slash). */
export function twinPath(pageUrl: string): string {
  return `${pageUrl.endsWith('/') ? pageUrl : `${pageUrl}/`}${TWIN_FILE}`;
}

/**
 * The site's root as an absolute URL ending in a slash, from Docusaurus' `url`
 * and `baseUrl` (`https://webpack.js.org` + `/` → `https://webpack.js.org/`).
 */
export function siteRoot(siteUrl: string, baseUrl = '/'): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return `${origin}${base}`;
}

/** A site path (`/guides/caching/`, relative to the base URL) as an absolute URL. */
export function absoluteUrl(root: string, sitePath: string): string {
  return `${root}${sitePath.replace(/^\/+/, '')}`;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A link target as written on the page at `pageUrl` (absolute URL), made absolute:
 * `/concepts/` resolves against the site root, `#hash` and `../x/` against the page.
 * Targets with a scheme (`https:`, `mailto:`) and protocol-relative ones are kept.
 */
export function resolveLink(target: string, pageUrl: string, root: string): string {
  if (target === '' || SCHEME.test(target) || target.startsWith('//')) return target;
  if (target.startsWith('/')) return absoluteUrl(root, target);
  return new URL(target, pageUrl).href;
}
