/**
 * Each separately published plugin's page (group `webpack contrib` or
 * `Community`) carries at least 0.8 of the words of its package's README, as
 * counted by scripts/plugin-readme-ratio.mjs (the same count for both texts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/plugin-readme-ratio.mjs');

describe('contrib plugin pages against their package READMEs', () => {
  const run = spawnSync(process.execPath, [SCRIPT, '--min', '0.8'], { cwd: ROOT, encoding: 'utf8' });
  const rows = run.stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .map(([slug, version, page, readme, ratio]) => ({ slug, version, page: Number(page), readme: Number(readme), ratio: Number(ratio) }));

  it('lists the twelve contrib and community plugin pages', () => {
    expect(run.stderr).toBe('');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) expect(row.readme).toBeGreaterThan(0);
  });

  it.each(rows.map((r) => [r.slug!, r] as const))('%s has at least 0.8 of its README words', (_slug, row) => {
    expect(row.page / row.readme).toBeGreaterThanOrEqual(0.8);
  });

  it('exits with status 0 when every page reaches --min', () => {
    expect(run.status).toBe(0);
  });
});
