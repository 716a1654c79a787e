/**
 * Depth of the package pages (issue #18): each docs/loaders page and each
 * separately published plugin's page (group `webpack contrib` or `Community`)
 * carries at least 0.8 of the words of its package README, counted by
 * scripts/content/readme-ratio.mjs (the method is in that file's header).
 * The webpack 4 loader pages (issue #34) are held to the same ratio against the
 * README of the version they document (`--version 4`, tooling/webpack4).
 * The script runs as a separate Node.js process, as readers and CI run it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOADER_PACKAGES, ROOT } from '../helpers/loaders-catalog';
import { V4_LOADERS } from '../helpers/webpack4';

const SCRIPT = path.join(ROOT, 'scripts/content/readme-ratio.mjs');
const MIN_RATIO = 0.8;

interface Row {
  section: 'loaders' | 'plugins';
  slug: string;
  page: number;
  readme: number;
  ratio: number;
}

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/content/readme-ratio.mjs: word count method', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-ratio-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const count = (markdown: string): number => {
    const file = path.join(dir, `sample-${Math.random().toString(36).slice(2)}.md`);
    fs.writeFileSync(file, markdown);
    const { status, stdout, stderr } = run(['--count', file]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    return Number(stdout.split('\t')[0]);
  };

  it('drops front matter, HTML tags, images and link targets but keeps link text', () => {
    const text = [
      '---',
      'title: not counted',
      'description: also not counted',
      '---',
      '',
      '<p align="center"><img src="https://example.com/logo.svg"></p>',
      '![badge](https://example.com/badge.svg)',
      'Read [the guide](https://example.com/guide) now.',
      '[ref]: https://example.com/ref',
    ].join('\n');
    // "Read", "[the", "guide]", "now."
    expect(count(text)).toBe(4);
  });

  it('counts code like prose and ignores tokens without letters or digits', () => {
    const text = [
      'Intro words here.',
      '',
      '```js',
      'module.exports = {',
      "  mode: 'production',",
      '};',
      '```',
    ].join('\n');
    // "Intro", "words", "here.", "```js", "module.exports", "mode:", "'production',"
    expect(count(text)).toBe(7);
  });
});

/**
 * What each docs version holds to the ratio: its loader catalog, and whether its plugin pages are in
 * (webpack 4's are not yet).
 */
const VERSIONS: {
  version: string;
  args: string[];
  loaders: string[];
  minPlugins: number;
}[] = [
  {
    version: '5',
    args: [],
    loaders: LOADER_PACKAGES.map((p) => p.slug),
    minPlugins: 12,
  },
  {
    version: '4',
    args: ['--version', '4', '--section', 'loaders'],
    loaders: V4_LOADERS.map((p) => p.slug),
    minPlugins: 0,
  },
];

describe.each(VERSIONS)(
  'webpack $version: package pages against their package READMEs',
  ({ args, loaders, minPlugins }) => {
    const { status, stdout, stderr } = run([...args, '--json', '--min', String(MIN_RATIO)]);
    const parsed = status === 0 ? (JSON.parse(stdout) as { rows: Row[] }) : { rows: [] };
    const rowsOf = (section: Row['section']) => parsed.rows.filter((r) => r.section === section);

    it('runs', () => {
      expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    });

    it('covers every catalogued loader page (and the contrib and community plugin pages)', () => {
      expect(
        rowsOf('loaders')
          .map((r) => r.slug)
          .sort(),
      ).toEqual([...loaders].sort());
      expect(rowsOf('plugins').length).toBeGreaterThanOrEqual(minPlugins);
    });

    it('fails --check when a page is below --min', () => {
      expect(run([...args, '--check', '--min', '1000']).status).toBe(1);
    });

    it.each(parsed.rows.map((r) => [`${r.section}/${r.slug}`, r] as const))(
      `%s carries at least ${MIN_RATIO} of its README's words`,
      (page, row) => {
        expect({ page, words: row.page, readme: row.readme, ok: row.ratio >= MIN_RATIO }).toEqual({
          page,
          words: row.page,
          readme: row.readme,
          ok: true,
        });
      },
    );
  },
);

it('reads the webpack 4 pages against the READMEs of the versions tooling/webpack4 holds', () => {
  const { stdout } = run(['--version', '4', '--section', 'loaders', '--json']);
  const css = (JSON.parse(stdout) as { rows: (Row & { version: string })[] }).rows.find(
    (r) => r.slug === 'css-loader',
  );
  // css-loader 5 for webpack 4, not the css-loader the current docs describe.
  expect(css?.version).toMatch(/^5\./);
});
