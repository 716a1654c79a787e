/**
 * versioned_docs/version-4/configuration/stats.md: each `- Default:` line of a
 * `stats.<option>` heading agrees with the fallback webpack 4.47.0 uses when
 * the option is not set. webpack 4 has no defaults object for stats: its
 * lib/Stats.js reads each option as `optionOrLocalFallback(options.x, <default>)`
 * (or `optionsOrFallback`), where the default may depend on `forToString`
 * (printed output) versus JSON. This test reads those calls from the installed
 * file and evaluates each default for both outputs, so a changed webpack or a
 * wrong page fails here.
 */
import fs from 'node:fs';
import {
  applicableClause,
  matches,
  parseDefault,
  show,
  statedLines,
  type StatedLine,
  type Vocabulary,
} from '../../helpers/stated-defaults';
import { readV4Page, WEBPACK4_ROOT } from '../../helpers/v4-config-pages';

interface Cell {
  forToString: boolean;
}

interface Condition {
  label: string;
  holds(cell: Cell): boolean;
}

const VOCABULARY: Vocabulary<Condition> = {
  phrases: [
    {
      pattern: /\bin printed output\b/i,
      condition: { label: 'printed output', holds: (c) => c.forToString },
    },
    { pattern: /\bin JSON\b/i, condition: { label: 'JSON', holds: (c) => !c.forToString } },
  ],
  filler: /\([^()]*\)|\b(in|and|the)\b/gi,
};

/** Lines whose default is prose, keyed by option, with the reason. */
const UNPARSED: Record<string, string> = {
  context: "the compiler's context directory (a path on the machine)",
};

const CALL = /options?Or(?:Local)?Fallback\(\s*((?:options\.\w+\s*,\s*)+)([^;]*?)\s*\)\s*[;\n)]/g;

/** Each stats option's fallback expression in webpack 4's lib/Stats.js, as a function of `forToString`. */
export function statsFallbacks(source: string): Map<string, (forToString: boolean) => unknown> {
  const fallbacks = new Map<string, (forToString: boolean) => unknown>();
  for (const m of source.matchAll(CALL)) {
    const name = /options\.(\w+)/.exec(m[1]!)![1]!;
    if (fallbacks.has(name) || /\bcompilation\b/.test(m[2]!)) continue;
    // The expressions are literals or `forToString` conditions; anything else would throw here.
    const evaluate = new Function('forToString', `return (${m[2]});`) as (
      forToString: boolean,
    ) => unknown;
    fallbacks.set(name, (forToString) => {
      const value = evaluate(forToString);
      return value === null ? undefined : value;
    });
  }
  return fallbacks;
}

const source = fs.readFileSync(
  require.resolve('webpack/lib/Stats.js', { paths: [WEBPACK4_ROOT] }),
  'utf8',
);
const fallbacks = statsFallbacks(source);
const lines = statedLines('stats.md', readV4Page('stats.md')).filter(
  (l) => l.kind === 'Default' && l.isOptionHeading && l.heading.startsWith('stats.'),
);

function check(line: StatedLine): string[] | { unparsed: string } {
  const option = line.heading.slice('stats.'.length);
  const parsed = parseDefault<Condition>(line.text, VOCABULARY);
  if (parsed.kind === 'unparsed') return { unparsed: parsed.reason };
  const failures: string[] = [];
  for (const cell of [{ forToString: true }, { forToString: false }]) {
    const real = fallbacks.get(option)?.(cell.forToString);
    const where = `stats.md:${line.line} (${line.heading}) for ${cell.forToString ? 'printed output' : 'JSON'}`;
    if (parsed.kind === 'unset') {
      if (real !== undefined)
        failures.push(`${where}: states "${line.text}" but webpack 4 falls back to ${show(real)}`);
      continue;
    }
    const clause = applicableClause(parsed.clauses, (c) => c.holds(cell));
    if (!clause) {
      failures.push(`${where}: no clause applies`);
      continue;
    }
    if (!matches(clause.value, real))
      failures.push(
        `${where}: states \`${clause.code}\` but webpack 4 falls back to ${show(real)}`,
      );
  }
  return failures;
}

describe('v4 stats page: stated defaults', () => {
  test('reads the fallbacks from webpack 4', () => {
    expect(fallbacks.get('chunks')?.(true)).toBe(false);
    expect(fallbacks.get('chunks')?.(false)).toBe(true);
    expect(fallbacks.get('maxModules')?.(true)).toBe(15);
    expect(fallbacks.size).toBeGreaterThan(35);
    expect(lines.length).toBeGreaterThan(35);
  });

  test('every Default line matches lib/Stats.js (or is listed as prose)', () => {
    const report: string[] = [];
    for (const line of lines) {
      const option = line.heading.slice('stats.'.length);
      const result = check(line);
      if ('unparsed' in result) {
        if (!(option in UNPARSED))
          report.push(`stats.md:${line.line} (${line.heading}): unparsed: ${result.unparsed}`);
        continue;
      }
      if (option in UNPARSED) report.push(`${option} is in UNPARSED but parses now`);
      report.push(...result);
    }
    expect(report).toEqual([]);
  });

  test('a wrong default fails', () => {
    const line = (text: string): StatedLine => ({
      page: 'stats.md',
      line: 1,
      kind: 'Default',
      heading: 'stats.reasons',
      isOptionHeading: true,
      trail: [],
      qualifier: '',
      text,
    });
    expect(check(line('`false` in printed output, `true` in JSON.'))).toEqual([]);
    expect(check(line('`true`'))).toHaveLength(1);
  });
});
