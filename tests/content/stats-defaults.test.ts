/**
 * docs/configuration/stats.md: each `- Default:` line of a `stats.<option>`
 * heading agrees with the stats options webpack really uses, which its
 * DefaultStatsPresetPlugin fills in when stats are created: for printed
 * output (`stats.toString()`, forToString) and for JSON (`stats.toJson()`),
 * in each mode. A line the parser cannot read fails unless it is listed in
 * UNPARSED with a reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import {
  applicableClause,
  matches,
  parseDefault,
  show,
  statedLines,
  type Vocabulary,
} from '../helpers/stated-defaults';

const PAGE = path.resolve(__dirname, '../../docs/configuration/stats.md');

interface Cell {
  mode: 'production' | 'development' | 'none';
  forToString: boolean;
  options: Record<string, unknown>;
}

interface Condition {
  label: string;
  holds(cell: Cell): boolean;
}

const condition = (label: string, holds: (cell: Cell) => boolean): Condition => ({ label, holds });

const VOCABULARY: Vocabulary<Condition> = {
  phrases: [
    {
      pattern: /\bin printed output\b/i,
      condition: condition('printed output', (c) => c.forToString),
    },
    { pattern: /\bin JSON\b/i, condition: condition('JSON', (c) => !c.forToString) },
    {
      pattern: /\bin production mode\b/i,
      condition: condition('production', (c) => c.mode === 'production'),
    },
    {
      pattern: /\bin development mode\b/i,
      condition: condition('development', (c) => c.mode === 'development'),
    },
  ],
  // A parenthesis after a condition explains it ("`'auto'` in printed output (listed unless …)").
  filler: /\([^()]*\)|\b(in|and|the|mode)\b/gi,
};

/** Lines whose default is prose, keyed by option, with the reason. */
const UNPARSED: Record<string, string> = {
  chunkModules: 'depends on another option the user sets (`modules: true`)',
  colors: 'webpack-cli, not webpack, decides from the terminal',
  context: "the configuration's context directory (a path on the machine)",
  modules: 'depends on two other options in printed output (`chunks` and `chunkModules`)',
};

function cells(): Cell[] {
  const out: Cell[] = [];
  for (const mode of ['production', 'development', 'none'] as const) {
    const compiler = webpack({
      mode,
      context: __dirname,
      entry: {},
      infrastructureLogging: { level: 'error' },
    });
    const compilation = compiler.newCompilation(compiler.newCompilationParams());
    for (const forToString of [true, false]) {
      out.push({
        mode,
        forToString,
        options: compilation.createStatsOptions({}, { forToString }) as unknown as Record<
          string,
          unknown
        >,
      });
    }
  }
  return out;
}

describe('stats page: stated defaults', () => {
  const all = cells();
  const lines = statedLines('stats.md', fs.readFileSync(PAGE, 'utf8')).filter(
    (l) => l.kind === 'Default' && l.isOptionHeading && l.heading.startsWith('stats.'),
  );

  it('finds the Default lines', () => {
    expect(lines.length).toBeGreaterThan(50);
  });

  it('every Default line matches the stats options webpack uses (or is listed as prose)', () => {
    const report: string[] = [];
    for (const line of lines) {
      const option = line.heading.slice('stats.'.length);
      const parsed = parseDefault<Condition>(line.text, VOCABULARY);
      if (parsed.kind === 'unparsed') {
        if (!(option in UNPARSED))
          report.push(
            `unparsed: docs/configuration/stats.md:${line.line} (${line.heading}): ${line.text} → ${parsed.reason}`,
          );
        continue;
      }
      if (option in UNPARSED)
        report.push(`${option} is in UNPARSED but parses now; remove it from the list`);
      for (const cell of all) {
        const real = cell.options[option];
        const clause =
          parsed.kind === 'unset'
            ? undefined
            : applicableClause(parsed.clauses, (c) => c.holds(cell));
        if (parsed.kind === 'clauses' && !clause) continue;
        const expected = clause ? clause.value : undefined;
        if (!matches(expected, real) && !(expected === false && real === undefined)) {
          report.push(
            `docs/configuration/stats.md:${line.line} (${line.heading}): states \`${clause?.code ?? line.text}\` but webpack uses ${show(real)} in ${cell.mode} mode, ${cell.forToString ? 'printed output' : 'JSON'}`,
          );
          break;
        }
      }
    }
    expect(report).toEqual([]);
  });
});
