/**
 * Contributors of a page: the handles its front matter names, then the
 * authors of its git history whose address reveals a GitHub handle. Never
 * guessed: an author without a GitHub noreply address is left out.
 */

/** Automation accounts that commit to docs but are not contributors (spec §5: five handles). */
export const EXCLUDED_CONTRIBUTORS = ['dependabot', 'renovate', 'github-actions', 'webpack-bot', 'allcontributors'] as const;

export interface GitAuthor {
  name: string;
  email: string;
}

/** `12345+octocat@users.noreply.github.com` or `octocat@users.noreply.github.com` → `octocat`. */
export function handleFromEmail(email: string): string | null {
  const match = /^(?:\d+\+)?([a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38})@users\.noreply\.github\.com$/i.exec(email.trim());
  return match ? match[1]! : null;
}

export function mergeContributors(frontMatter: readonly string[], gitAuthors: readonly GitAuthor[]): string[] {
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
  gitAuthors.forEach((author) => add(handleFromEmail(author.email)));
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
