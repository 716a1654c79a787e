/**
 * The version selector (spec §2, §9): this site documents webpack 5; webpack 4's
 * documentation lives on its own host (customFields.v4SiteUrl, env V4_SITE_URL).
 */
export const CURRENT_VERSION = '5';
export const VERSIONS = [CURRENT_VERSION, '4'] as const;
export type Version = (typeof VERSIONS)[number];

export function isVersion(value: string): value is Version {
  return (VERSIONS as readonly string[]).includes(value);
}

/**
 * A version site's URL as configured (V4_SITE_URL), checked once at build time.
 * @throws when it is not an http(s) URL
 */
export function checkVersionSiteUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`V4_SITE_URL must be the webpack 4 site's URL, such as https://v4.webpack.js.org; got ${JSON.stringify(url)}.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`V4_SITE_URL must start with https:// or http://; got ${JSON.stringify(url)}.`);
  }
  return url;
}

/**
 * Where choosing a version takes the reader: the same path (and hash) on that
 * version's site, or `undefined` for the current version (stay here).
 * @throws for a version the site does not offer, or a site URL that is not http(s)
 */
export function versionHref(
  version: string,
  siteUrls: Record<Exclude<Version, typeof CURRENT_VERSION>, string>,
  pathname: string,
  hash = '',
): string | undefined {
  if (!isVersion(version)) {
    throw new Error(`Unknown documentation version ${JSON.stringify(version)}; the site offers ${VERSIONS.join(' and ')}.`);
  }
  if (version === CURRENT_VERSION) return undefined;
  const siteUrl = checkVersionSiteUrl(siteUrls[version]);
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${siteUrl.replace(/\/+$/, '')}${path}${hash}`;
}
