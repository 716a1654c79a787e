/**
 * The redirect map (src/data/redirects.json): old URLs, mostly webpack.js.org's, and the page of
 * this site each one now leads to. Pure and framework-free: the plugin checks the map against the
 * routes of the build and writes `_redirects` and the fallback pages from it; the tests check it
 * against the content model.
 */

export interface Redirect {
  /** The old URL path, with a trailing slash: `/concepts/mode/`. */
  from: string;
  /** This site's page, with a trailing slash and maybe an anchor: `/api/cli/#commands`. */
  to: string;
}

export const REDIRECTS_FILE = 'src/data/redirects.json';

/** A site path with a trailing slash, made of segments without spaces, `?`, `#` or `%`. */
const SITE_PATH = /^\/(?:[^/\s?#%\\]+\/)*$/;
/** An anchor: what github-slugger and Docusaurus ids are made of. */
const FRAGMENT = /^#[\w-]+$/;

/** The path of a target without its anchor. */
export function targetPath(to: string): string {
  const hash = to.indexOf('#');
  return hash === -1 ? to : to.slice(0, hash);
}

/** The anchor of a target (`commands`), or '' when it has none. */
export function targetAnchor(to: string): string {
  const hash = to.indexOf('#');
  return hash === -1 ? '' : to.slice(hash + 1);
}

/**
 * Reads the map's shape: `{ "redirects": [{ "from", "to" }, …] }`, each `from` a site path with
 * a trailing slash, each `to` one too (an anchor allowed), no `from` twice, no entry leading to
 * itself or to another entry's `from` (a chain the reader would follow twice).
 * @throws one error listing every bad entry, each named by its index and `from`
 */
export function parseRedirects(data: unknown, file = REDIRECTS_FILE): Redirect[] {
  const list = (data as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list))
    throw new Error(`${file}: "redirects" must be a list of { "from", "to" } entries`);
  const problems: string[] = [];
  const entries: Redirect[] = [];
  const seen = new Set<string>();
  list.forEach((entry: unknown, index) => {
    const { from, to } = (entry ?? {}) as Record<string, unknown>;
    const name = `redirects[${index}]${typeof from === 'string' ? ` (${from})` : ''}`;
    if (typeof from !== 'string' || !SITE_PATH.test(from)) {
      problems.push(
        `${name}.from must be a site path with a trailing slash, such as "/concepts/mode/"; got ${JSON.stringify(from)}`,
      );
      return;
    }
    if (
      typeof to !== 'string' ||
      !SITE_PATH.test(targetPath(to)) ||
      (to.includes('#') && !FRAGMENT.test(`#${targetAnchor(to)}`))
    ) {
      problems.push(
        `${name}.to must be a site path with a trailing slash and maybe an anchor, such as "/configuration/mode/" or "/api/cli/#commands"; got ${JSON.stringify(to)}`,
      );
      return;
    }
    if (seen.has(from)) problems.push(`${name}.from is listed twice`);
    if (targetPath(to) === from) problems.push(`${name} leads to itself`);
    seen.add(from);
    entries.push({ from, to });
  });
  entries.forEach((entry) => {
    if (seen.has(targetPath(entry.to)))
      problems.push(
        `the entry for ${entry.from} leads to ${entry.to}, which is itself redirected: point it at the final page`,
      );
  });
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return entries;
}

/**
 * Checks the map against the site's pages: every target is a page (`isPage(path)`), with its
 * anchor when `hasAnchor` is given, and no source is a page (a redirect would hide it).
 * @returns one message per bad entry, naming it; empty when the map is good
 */
export function checkAgainstPages(
  redirects: readonly Redirect[],
  isPage: (path: string) => boolean,
  hasAnchor?: (path: string, anchor: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    if (isPage(from))
      problems.push(`${from} is a page of this site: the redirect to ${to} would hide it`);
    const path = targetPath(to);
    const anchor = targetAnchor(to);
    if (!isPage(path)) problems.push(`${from} leads to ${to}, which is not a page of this site`);
    else if (anchor && hasAnchor && !hasAnchor(path, anchor))
      problems.push(`${from} leads to ${to}, but ${path} has no heading #${anchor}`);
  }
  return problems;
}

/** Whether built (maybe minified) HTML has an element with this id: `id="x"`, `id='x'` or `id=x`. */
export function htmlHasId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s>]))`).test(html);
}

/** The `_redirects` file Netlify and Cloudflare Pages read: `from to 301`, one a line. */
export function redirectsFile(redirects: readonly Redirect[], baseUrl = '/'): string {
  const prefix = baseUrl.replace(/\/$/, '');
  const lines = redirects.map(({ from, to }) => `${prefix}${from} ${prefix}${to} 301`);
  return `# Old URLs and the pages they lead to, written by plugins/redirects from ${REDIRECTS_FILE}.\n${lines.join('\n')}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The page a host that reads no `_redirects` serves at an old URL: it sends the browser on at
 * once (meta refresh), names the new page for search engines (canonical link) and keeps itself
 * out of their index (noindex); a link for the reader whose browser does not follow.
 */
export function fallbackPage(redirect: Redirect, siteUrl: string, baseUrl = '/'): string {
  const local = `${baseUrl.replace(/\/$/, '')}${redirect.to}`;
  const absolute = `${siteUrl.replace(/\/$/, '')}${local}`;
  const href = escapeHtml(local);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Moved to ${href} | webpack</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(absolute)}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${href}</a>.</p>
  </body>
</html>
`;
}
