/**
 * The documentation versions (spec §2, §9; issue #17): webpack 5 is the current docs at `/`,
 * webpack 4 lives under `/v4/` (or, with V4_SITE_URL set, at the root of its own host).
 * Pure: the version selector and the webpack 4 banner ask here where a page is in the other version.
 */
export const CURRENT_VERSION = '5';
export const VERSIONS = [CURRENT_VERSION, '4'] as const;
export type Version = (typeof VERSIONS)[number];

/** The URL prefix of an older version's pages on this site. */
const OLDER_PREFIX: Record<Exclude<Version, typeof CURRENT_VERSION>, string> = { '4': '/v4' };

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
    throw new Error(
      `V4_SITE_URL must be the webpack 4 site's URL, such as https://v4.webpack.js.org; got ${JSON.stringify(url)}.`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`V4_SITE_URL must start with https:// or http://; got ${JSON.stringify(url)}.`);
  }
  return url;
}

/** `/concepts` → `/concepts/`; a path always starts with one slash. */
function withSlashes(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The version a path of this site documents: `/v4/…` is 4, anything else the current version. */
export function versionOfPath(pathname: string): Version {
  const path = withSlashes(pathname);
  for (const [version, prefix] of Object.entries(OLDER_PREFIX)) {
    if (path.startsWith(`${prefix}/`)) return version as Version;
  }
  return CURRENT_VERSION;
}

/** The home of a version's docs on this site: `/` for 5, `/v4/` for 4. */
export function versionHome(version: Version): string {
  return version === CURRENT_VERSION ? '/' : `${OLDER_PREFIX[version]}/`;
}

/** A path without its version prefix: `/v4/concepts/` → `/concepts/`. */
function withoutVersion(path: string): string {
  const version = versionOfPath(path);
  return version === CURRENT_VERSION ? path : path.slice(OLDER_PREFIX[version].length);
}

/** The same path in another version: `/concepts/` in 4 is `/v4/concepts/`. */
export function samePathIn(pathname: string, version: Version): string {
  const rest = withoutVersion(withSlashes(pathname));
  return version === CURRENT_VERSION ? rest : `${OLDER_PREFIX[version]}${rest}`;
}

/** A page that moved between versions: choosing the other version on `from` goes to `to`. */
export interface VersionRename {
  from: string;
  to: string;
}

export interface VersionTarget {
  /** A path of this site (`/v4/configuration/output/`). */
  pathname: string;
  /** The hash, kept only when the page is the same one in the other version. */
  hash: string;
  /** How it was found: the same page, a renamed page, the section's front page, or the version's home. */
  match: 'same' | 'renamed' | 'section' | 'home';
}

/**
 * Where choosing `version` on `pathname` takes the reader on this site: the renamed page when the
 * map names one that exists, else the same page when it exists in that version, else the section's
 * front page, else the version's home. Never a page that does not exist.
 * @param pages every page path of each version (trailing slashes)
 */
export function versionTarget(
  pathname: string,
  hash: string,
  version: Version,
  pages: Readonly<Record<Version, ReadonlySet<string>>>,
  renames: readonly VersionRename[] = [],
): VersionTarget {
  const path = withSlashes(pathname);
  const exists = (candidate: string) => pages[version].has(candidate);
  if (versionOfPath(path) === version) return { pathname: path, hash, match: 'same' };
  const renamed = renames.find(
    (rename) => rename.from === path && versionOfPath(rename.to) === version,
  );
  if (renamed && exists(renamed.to)) return { pathname: renamed.to, hash: '', match: 'renamed' };
  const same = samePathIn(path, version);
  if (exists(same)) return { pathname: same, hash, match: 'same' };
  const section = withoutVersion(path).split('/').filter(Boolean)[0];
  if (section) {
    const index = samePathIn(`/${section}/`, version);
    if (exists(index)) return { pathname: index, hash: '', match: 'section' };
  }
  return { pathname: versionHome(version), hash: '', match: 'home' };
}

/**
 * The URL to open: the target path on this site, or, for version 4 with V4_SITE_URL set, the same
 * page (found with this site's map) at the root of that host (`/v4/concepts/` → `{host}/concepts/`).
 */
export function versionHref(
  target: VersionTarget,
  version: Version,
  siteUrls: Partial<Record<Version, string>> = {},
): string {
  const host = siteUrls[version];
  const local = `${target.pathname}${target.hash}`;
  if (!host || version === CURRENT_VERSION) return local;
  return `${checkVersionSiteUrl(host).replace(/\/+$/, '')}${withoutVersion(target.pathname)}${target.hash}`;
}

/** Docusaurus's docs version name (`current`, `4`) as a version of this site. */
export function versionOfDocsVersionName(name: string): Version | undefined {
  if (name === 'current') return CURRENT_VERSION;
  return isVersion(name) ? name : undefined;
}

/**
 * Every page path of each version from the docs plugin's global data (the `versions` list
 * Docusaurus already ships with every page: no extra download). The site's home `/` counts as
 * the current version's home.
 */
export function pagesByVersion(
  versions: readonly { name: string; docs: readonly { path: string }[] }[],
): Record<Version, Set<string>> {
  const pages = Object.fromEntries(
    VERSIONS.map((version) => [version, new Set<string>()]),
  ) as Record<Version, Set<string>>;
  pages[CURRENT_VERSION].add('/');
  for (const docsVersion of versions) {
    const version = versionOfDocsVersionName(docsVersion.name);
    if (!version) continue;
    for (const doc of docsVersion.docs) pages[version].add(withSlashes(doc.path));
  }
  return pages;
}
