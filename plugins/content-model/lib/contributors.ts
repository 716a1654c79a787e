/**
 * Contributors of a page: the handles its front matter names, then the
 * authors of its git history. A git author's GitHub handle comes from a
 * `users.noreply.github.com` address or from the committed map of addresses to
 * handles (`AUTHOR_HANDLES`); it is never guessed. An author without a handle
 * is listed by name (`pageContributors`), with no link and no avatar request.
 */

/** Automation accounts that commit to docs but are not contributors (spec §5: five handles). */
export const EXCLUDED_CONTRIBUTORS = [
  'dependabot',
  'renovate',
  'github-actions',
  'webpack-bot',
  'allcontributors',
] as const;

export interface GitAuthor {
  name: string;
  email: string;
}

/** `12345+octocat@users.noreply.github.com` or `octocat@users.noreply.github.com` → `octocat`. */
export function handleFromEmail(email: string): string | null {
  const match =
    /^(?:\d+\+)?([a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38})@users\.noreply\.github\.com$/i.exec(
      email.trim(),
    );
  return match ? match[1]! : null;
}

/**
 * Git authors' addresses (lower case) whose GitHub handle the address alone does not reveal. Add an
 * entry only for a person who confirmed the handle; the build never looks handles up.
 */
export const AUTHOR_HANDLES: Readonly<Record<string, string>> = {};

/** The handle of a git author: from a noreply address, else from the committed map; null when unknown. */
export function authorHandle(
  author: GitAuthor,
  handles: Readonly<Record<string, string>> = AUTHOR_HANDLES,
): string | null {
  return handleFromEmail(author.email) ?? handles[author.email.trim().toLowerCase()] ?? null;
}

const isExcluded = (key: string) =>
  (EXCLUDED_CONTRIBUTORS as readonly string[]).includes(key) || key.endsWith('[bot]');

export function mergeContributors(
  frontMatter: readonly string[],
  gitAuthors: readonly GitAuthor[],
  handles: Readonly<Record<string, string>> = AUTHOR_HANDLES,
): string[] {
  const excluded = new Set<string>(EXCLUDED_CONTRIBUTORS.map((h) => h.toLowerCase()));
  const seen = new Set<string>();
  const result: string[] = [];
  const add = (handle: string | null) => {
    if (!handle) return;
    const key = handle.toLowerCase();
    if (excluded.has(key) || key.endsWith('[bot]') || seen.has(key)) return;
    seen.add(key);
    result.push(handle);
  };
  frontMatter.forEach(add);
  gitAuthors.forEach((author) => add(authorHandle(author, handles)));
  return result;
}

/** One entry of a page's contributors section: a GitHub handle, or the name of an author without one. */
export type Contributor = { handle: string } | { name: string };

/**
 * Everyone shown in a page's contributors section: the handles (`mergeContributors`), then, by name,
 * the git authors without a handle (each once; bots and the excluded names left out).
 */
export function pageContributors(
  frontMatter: readonly string[],
  gitAuthors: readonly GitAuthor[],
  handles: Readonly<Record<string, string>> = AUTHOR_HANDLES,
): Contributor[] {
  const result: Contributor[] = mergeContributors(frontMatter, gitAuthors, handles).map(
    (handle) => ({ handle }),
  );
  const seen = new Set<string>();
  for (const author of gitAuthors) {
    if (authorHandle(author, handles)) continue;
    const name = author.name.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key) || isExcluded(key)) continue;
    seen.add(key);
    result.push({ name });
  }
  return result;
}

/**
 * Parses `git log --format=%x00%an%x09%ae --name-only` output into authors per
 * file (newest commit first), so one git call serves every page.
 */
export function parseGitLog(output: string): Map<string, GitAuthor[]> {
  const byFile = new Map<string, GitAuthor[]>();
  for (const block of output.split('\0').slice(1)) {
    const [header, ...files] = block.split('\n');
    const [name = '', email = ''] = (header ?? '').split('\t');
    for (const file of files.map((f) => f.trim()).filter(Boolean)) {
      const authors = byFile.get(file) ?? [];
      authors.push({ name, email });
      byFile.set(file, authors);
    }
  }
  return byFile;
}
