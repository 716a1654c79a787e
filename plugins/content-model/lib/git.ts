import { execFileSync } from 'node:child_process';
import { parseGitLog, type GitAuthor } from './contributors';

/** Authors of every file under the given folders, from one `git log` call; empty when git or history is missing. */
export function readGitAuthors(
  siteDir: string,
  folders: readonly string[],
): Map<string, GitAuthor[]> {
  try {
    const output = execFileSync(
      'git',
      ['log', '--no-merges', '--format=%x00%an%x09%ae', '--name-only', '--', ...folders],
      {
        cwd: siteDir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return parseGitLog(output);
  } catch {
    return new Map();
  }
}
