/**
 * Errors the content model raises for a whole file or for several files at once:
 * front matter that is not YAML (named by file and line), and two files with one URL.
 */

/** Re-raises a YAML parse error from a file's front matter with the file and its line. */
export function frontMatterYamlError(file: string, error: unknown): Error {
  const mark = (error as { mark?: { line?: number } } | null)?.mark;
  const reason =
    (error as { reason?: string } | null)?.reason ??
    (error instanceof Error ? error.message : String(error));
  // gray-matter hands js-yaml the block from just after the opening `---` (its line 0 is the rest of
  // that line), and js-yaml counts from 0: block line n is file line n + 1.
  const line = typeof mark?.line === 'number' ? mark.line + 1 : 1;
  return new Error(`${file}:${line}: front matter is not valid YAML: ${reason}`, { cause: error });
}

/** Throws when two pages share a URL (`x.md` and `x/index.md`), naming every file of each. */
export function assertUniqueUrls(pages: readonly { url: string; path: string }[]): void {
  const byUrl = new Map<string, string[]>();
  for (const page of pages) byUrl.set(page.url, [...(byUrl.get(page.url) ?? []), page.path]);
  const clashes = [...byUrl].filter(([, files]) => files.length > 1);
  if (clashes.length) {
    throw new Error(
      `Two or more files have the same URL; rename or remove one of each:\n${clashes
        .map(([url, files]) => `  ${url}: ${files.join(' and ')}`)
        .join('\n')}`,
    );
  }
}
