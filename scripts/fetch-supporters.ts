/**
 * npm run fetch:supporters — refreshes src/data/supporters.json from Open Collective.
 * Environment: OPENCOLLECTIVE_API_KEY (optional), OPENCOLLECTIVE_SLUG (default webpack),
 * OPENCOLLECTIVE_API_URL (default https://api.opencollective.com/graphql/v2).
 * On any error the existing file is left as it was.
 */
import path from 'node:path';
import { fetchSupporters } from './lib/opencollective';
import { refreshDataFile } from './lib/data-file';

void refreshDataFile(
  'fetch:supporters',
  path.resolve(__dirname, '../src/data/supporters.json'),
  () =>
    fetchSupporters({
      fetch: (url, init) => fetch(url, init),
      apiKey: process.env.OPENCOLLECTIVE_API_KEY || undefined,
      slug: process.env.OPENCOLLECTIVE_SLUG || undefined,
      endpoint: process.env.OPENCOLLECTIVE_API_URL || undefined,
    }),
  (file) => `${file.supporters.length} supporters`,
);
