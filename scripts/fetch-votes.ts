/**
 * npm run fetch:votes — refreshes src/data/votes.json from GitHub issues with the vote label.
 * Environment: GITHUB_TOKEN (optional), VOTE_LABEL (default "vote"), GITHUB_API_URL (default https://api.github.com).
 * An empty result is only written with --allow-empty; on any error the existing file is left as it was.
 */
import path from 'node:path';
import { DEFAULT_VOTE_LABEL, fetchVotes } from './lib/github-votes';
import { refreshDataFile } from './lib/data-file';

const allowEmpty = process.argv.includes('--allow-empty');

void refreshDataFile(
  'fetch:votes',
  path.resolve(__dirname, '../src/data/votes.json'),
  async () => {
    const file = await fetchVotes({
      fetch: (url, init) => fetch(url, init),
      token: process.env.GITHUB_TOKEN || undefined,
      label: process.env.VOTE_LABEL || DEFAULT_VOTE_LABEL,
      apiUrl: process.env.GITHUB_API_URL || undefined,
    });
    if (file.proposals.length === 0 && !allowEmpty) {
      throw new Error(
        `no open issues carry the label "${file.label}" (pass --allow-empty to write an empty list)`,
      );
    }
    return file;
  },
  (file) => `${file.proposals.length} proposals`,
);
