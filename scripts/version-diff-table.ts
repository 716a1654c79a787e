/**
 * Writes the option table of docs/migrate/5.md (between its version-diff markers) from the two
 * installed schemas: webpack 5 from node_modules, webpack 4.47.0 from tooling/webpack4.
 * `npm run generate:version-diff`; `--check` exits 1 instead of writing when the page is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareSchemas } from '../plugins/version-diff/lib/compare';
import { readSchemas } from '../plugins/version-diff/lib/schemas';
import {
  currentBlock,
  MIGRATION_PAGE,
  renderTable,
  replaceBlock,
} from '../plugins/version-diff/lib/table';

const siteDir = path.resolve(__dirname, '..');
const file = path.join(siteDir, MIGRATION_PAGE);
const schemas = readSchemas(siteDir);
const table = renderTable(compareSchemas(schemas.v4, schemas.v5), {
  v4Version: schemas.v4Version,
  v5Version: schemas.v5Version,
});
const source = fs.readFileSync(file, 'utf8');

if (process.argv.includes('--check')) {
  if (currentBlock(source) !== table) {
    console.error(
      `${MIGRATION_PAGE}: the option table is out of date; run npm run generate:version-diff`,
    );
    process.exit(1);
  }
  console.log(`${MIGRATION_PAGE}: the option table is up to date`);
} else {
  fs.writeFileSync(file, replaceBlock(source, table));
  console.log(
    `${MIGRATION_PAGE}: wrote the option table (webpack ${schemas.v4Version} → ${schemas.v5Version})`,
  );
}
