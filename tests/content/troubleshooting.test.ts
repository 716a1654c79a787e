/**
 * The Troubleshooting section (docs/troubleshooting/) quotes what real builds print.
 *
 * Every folder of examples/troubleshooting/ is built once, all in parallel, with the webpack of
 * node_modules (tests/helpers/troubleshooting.ts). A fence with `fixture="troubleshooting/<name>"`
 * must appear in what that build printed, so a webpack upgrade that rewords a message fails here,
 * naming the page, the entry and the fixture. The coverage test counts webpack's own error and
 * warning classes (`extends WebpackError` under webpack/lib) that have an entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FIXTURES_DIR,
  buildFixtures,
  listFixtures,
  pageEntries,
  troubleshootingFences,
  webpackErrorClasses,
  type FixtureOutput,
} from '../helpers/troubleshooting';

interface Coverage {
  /** Classes a user never sees, each with the reason. */
  excluded: Record<string, string>;
  /** Classes whose entry has no fixture: `{ entry: "<page>.md#<anchor>", reason }`. */
  withoutFixture: Record<string, { entry: string; reason: string }>;
}

const MIN_COVERAGE = 0.95;
const coverage = JSON.parse(
  fs.readFileSync(path.join(FIXTURES_DIR, 'coverage.json'), 'utf8'),
) as Coverage;
const fences = troubleshootingFences();
const quoting = fences.filter((fence) => fence.fixture);
const fixtures = listFixtures();
const classes = webpackErrorClasses();

let outputs = new Map<string, FixtureOutput>();
beforeAll(async () => {
  outputs = await buildFixtures(fixtures);
}, 300_000);

describe('troubleshooting fixtures', () => {
  it('has pages that quote fixtures', () => {
    expect(quoting.length).toBeGreaterThan(0);
  });

  it.each(quoting.map((fence) => [`${fence.where} (${fence.entry})`, fence] as const))(
    '%s quotes what its fixture printed',
    (_label, fence) => {
      const output = outputs.get(fence.fixture!);
      if (!output) {
        throw new Error(
          `${fence.where}, entry "${fence.entry}": fixture examples/troubleshooting/${fence.fixture}/ does not exist (it needs a webpack.config.js or run.js)`,
        );
      }
      if (!output.printed.includes(fence.code.trimEnd())) {
        throw new Error(
          `${fence.where}, entry "${fence.entry}": the fence is not what examples/troubleshooting/${fence.fixture}/ printed.\n` +
            `--- the page quotes:\n${fence.code}\n--- webpack printed:\n${output.printed}`,
        );
      }
    },
  );

  it('quotes every fixture somewhere', () => {
    const quoted = new Set(quoting.map((fence) => fence.fixture));
    expect(fixtures.filter((name) => !quoted.has(name))).toEqual([]);
  });
});

describe('troubleshooting coverage of webpack error classes', () => {
  const known = new Set(classes.map((c) => c.name));
  const marked = new Map<string, string>();
  for (const fence of fences) {
    if (fence.fixture) for (const name of fence.errorClasses) marked.set(name, fence.where);
  }

  it('finds the classes in the installed webpack', () => {
    expect(classes.length).toBeGreaterThan(50);
  });

  it('names only classes webpack has (markers, exclusions, entries without a fixture)', () => {
    const named = [
      ...fences.flatMap((fence) => fence.errorClasses),
      ...Object.keys(coverage.excluded),
      ...Object.keys(coverage.withoutFixture),
    ];
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it('marks a class only on a fence that quotes a fixture', () => {
    expect(
      fences
        .filter((fence) => fence.errorClasses.length > 0 && !fence.fixture)
        .map((fence) => fence.where),
    ).toEqual([]);
  });

  it('points every entry without a fixture at an existing heading, with a reason', () => {
    const broken = Object.entries(coverage.withoutFixture).filter(([, { entry, reason }]) => {
      const [page, anchor] = entry.split('#');
      if (!page || !anchor || !reason) return true;
      if (!fs.existsSync(path.join(FIXTURES_DIR, '../../docs/troubleshooting', page))) return true;
      return !pageEntries(page).some((heading) => heading.id === anchor);
    });
    expect(broken.map(([name, value]) => `${name}: ${value.entry}`)).toEqual([]);
  });

  it(`has an entry for at least ${MIN_COVERAGE * 100}% of the classes users can meet`, () => {
    const counted = classes.filter((c) => !(c.name in coverage.excluded));
    const covered = counted.filter((c) => marked.has(c.name) || c.name in coverage.withoutFixture);
    const missing = counted.filter((c) => !covered.includes(c)).map((c) => c.name);
    const share = covered.length / counted.length;
    console.log(
      `troubleshooting coverage: ${covered.length}/${counted.length} classes (${(share * 100).toFixed(1)}%), ` +
        `${marked.size} with a real fixture, ${Object.keys(coverage.excluded).length} excluded of ${classes.length}` +
        (missing.length ? `; missing: ${missing.join(', ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });
});
