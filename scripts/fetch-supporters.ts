/**
 * npm run fetch:supporters — refreshes src/data/supporters.json from Open Collective.
 * Environment: OPENCOLLECTIVE_API_KEY (optional), OPENCOLLECTIVE_SLUG (default webpack),
 * OPENCOLLECTIVE_API_URL (default https://api.opencollective.com/graphql/v2).
 * On any error the existing file is left as it was.
 */
import path from 'node:path';
import { fetchSupporters } from './lib/opencollective';
import { writeJsonAtomically } from './lib/data-file';

const OUTPUT = path.resolve(__dirname, '../src/data/supporters.json');

fetchSupporters({
  fetch: (url, init) => fetch(url, init),
  apiKey: process.env.OPENCOLLECTIVE_API_KEY || undefined,
  slug: process.env.OPENCOLLECTIVE_SLUG || undefined,
  endpoint: process.env.OPENCOLLECTIVE_API_URL || undefined,
})
  .then((file) => {
    writeJsonAtomically(OUTPUT, file);
    console.log(`Wrote ${file.supporters.length} supporters to ${path.relative(process.cwd(), OUTPUT)}`);
  })
  .catch((error: unknown) => {
    console.error(`fetch:supporters failed, ${path.relative(process.cwd(), OUTPUT)} is unchanged:`);
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
