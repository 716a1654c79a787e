/**
 * The webpack 4 Stats Data page (versioned_docs/version-4/api/stats.md) against the JSON of a
 * real webpack 4.47.0 build: each table documents every field the live object of its section
 * has, and each field the build did not produce (fields that depend on options or situations)
 * must at least be one webpack 4's Stats.js writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineCodeSpans, readApiPage } from '../../helpers/api-docs';
import { loadWebpack4, webpack4PackageDir } from '../../helpers/api-versions';

type Json = Record<string, unknown>;

const page = readApiPage('stats', '4');
const statsSource = fs.readFileSync(
  path.join(webpack4PackageDir('webpack'), 'lib/Stats.js'),
  'utf8',
);

/** The field names in the first column of the tables of a `##` section. */
function documentedFields(title: string): string[] {
  const section = page.sections.find((s) => s.level === 2 && s.title === title);
  if (!section) throw new Error(`stats.md has no section "${title}"`);
  return section.content
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .flatMap((line) => inlineCodeSpans(line.split('|')[1]!));
}

let json: Json;

beforeAll(async () => {
  const webpack4 = loadWebpack4() as unknown as (o: Json) => {
    run(cb: (err: Error | null, stats: { toJson(o: Json): Json }) => void): void;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-stats-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      "import('./lazy.js');\nimport missing from './missing-file';\nconsole.log(missing);\n",
    );
    fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const a = 1;\n');
    const logPlugin = {
      apply(compiler: {
        hooks: {
          compilation: {
            tap(
              n: string,
              fn: (c: { getLogger(n: string): { info(m: string): void } }) => void,
            ): void;
          };
        };
      }) {
        compiler.hooks.compilation.tap('StatsTestLog', (compilation) =>
          compilation.getLogger('StatsTestLog').info('hello'),
        );
      },
    };
    const compiler = webpack4({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      profile: true,
      plugins: [logPlugin],
    });
    json = await new Promise<Json>((resolve, reject) =>
      compiler.run((err, stats) =>
        err ? reject(err) : resolve(stats.toJson({ all: true, maxModules: Infinity })),
      ),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

const first = (value: unknown): Json => {
  const list = value as Json[] | undefined;
  if (!list?.length) throw new Error('the test build produced an empty list');
  return list[0]!;
};

const SECTIONS: { title: string; live: () => Json }[] = [
  { title: 'The compilation', live: () => json },
  { title: 'Assets', live: () => first(json.assets) },
  { title: 'Chunks', live: () => first(json.chunks) },
  {
    title: 'Chunk origins',
    live: () =>
      first((json.chunks as Json[]).find((c) => (c.origins as unknown[]).length)?.origins),
  },
  {
    title: 'Modules',
    live: () => (json.modules as Json[]).find((m) => (m.reasons as unknown[]).length)!,
  },
  {
    title: 'Reasons',
    live: () =>
      first((json.modules as Json[]).find((m) => (m.reasons as unknown[]).length)?.reasons),
  },
  { title: 'Chunk groups', live: () => Object.values(json.entrypoints as Json)[0] as Json },
  { title: 'Logging', live: () => (json.logging as Record<string, Json>).StatsTestLog! },
];

test('the build produced the parts the page describes (a guard for this test itself)', () => {
  expect(json.version).toBe('4.47.0');
  expect(typeof first(json.errors)).toBe('string');
  expect(Object.keys(json.logging as Json)).toContain('StatsTestLog');
});

test.each(SECTIONS)(
  'the "$title" table documents every field of the live object',
  ({ title, live }) => {
    const documented = new Set(documentedFields(title));
    expect(Object.keys(live()).filter((key) => !documented.has(key))).toEqual([]);
  },
);

test.each(SECTIONS)(
  'fields of the "$title" table that the build lacks are written by webpack 4 Stats.js',
  ({ title, live }) => {
    const keys = new Set(Object.keys(live()));
    const unknown = documentedFields(title).filter(
      (field) =>
        !keys.has(field) && !new RegExp(`(?:obj\\.${field} =|\\b${field}:)`).test(statsSource),
    );
    expect(unknown).toEqual([]);
  },
);

test('errors are described as strings, as webpack 4 produces them', () => {
  const section = page.sections.find((s) => s.title === 'Errors and warnings');
  expect(section?.content).toMatch(/arrays of strings/);
});
