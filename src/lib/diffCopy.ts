/**
 * What "copy" gives for a diff code block: the code after the change. Removed lines (`-`) go,
 * added (`+`) and unchanged (` `) lines lose their one-character prefix, and the diff's own
 * lines (`--- a/…`/`+++ b/…` file headers at the top, `@@` hunk headers, "\ No newline at end of
 * file") go too. A line without a prefix (an empty line) is kept as it is.
 */
export function diffResult(lines: readonly string[]): string {
  const result: string[] = [];
  let started = false;
  for (const line of lines) {
    if (!started && /^(---|\+\+\+) /.test(line)) continue;
    started = true;
    if (line.startsWith('@@') || line.startsWith('\\')) continue;
    if (line.startsWith('-')) continue;
    result.push(line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line);
  }
  return result.join('\n').replace(/\n+$/, '');
}
