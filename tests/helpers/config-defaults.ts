/**
 * webpack's own defaults over a matrix of configurations, the way webpack
 * computes them (`getNormalizedWebpackOptions`, then
 * `applyWebpackOptionsBaseDefaults` and `applyWebpackOptionsDefaults`), and the
 * vocabulary of conditions the configuration pages use when a default depends
 * on one of the matrix's dimensions.
 *
 * `version: 4` computes the same matrix with webpack 4.47.0 from
 * `tooling/webpack4` (its `WebpackOptionsDefaulter`), for the /v4/ pages; the
 * dimensions webpack 4 lacks (futureDefaults, output.module, cache types,
 * library objects) stay off there.
 */
import os from 'node:os';
import path from 'node:path';
import type { Vocabulary } from './stated-defaults';

/* eslint-disable @typescript-eslint/no-require-imports */
const defaults = require('webpack/lib/config/defaults') as {
  applyWebpackOptionsBaseDefaults(options: object): void;
  applyWebpackOptionsDefaults(options: object, compilerIndex?: number): unknown;
};
const normalization = require('webpack/lib/config/normalization') as {
  getNormalizedWebpackOptions(config: object): Record<string, unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The webpack major a matrix is computed with: 5 is the repository's own, 4 the one in `tooling/webpack4`. */
export type WebpackVersion = 4 | 5;

const WEBPACK4_ROOT = path.resolve(__dirname, '../../tooling/webpack4');

/** A module of webpack 4.47.0 (`lib/WebpackOptionsDefaulter`, `schemas/WebpackOptions.json`, …). */
export function requireWebpack4<T = unknown>(request: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(`webpack/${request}`, { paths: [WEBPACK4_ROOT] })) as T;
}

export type Mode = 'production' | 'development' | 'none';

export interface Cell {
  mode: Mode;
  target: 'web' | 'node';
  futureDefaults: boolean;
  outputModule: boolean;
  cache: 'unset' | 'memory' | 'filesystem';
  library: 'none' | 'umd' | 'module';
}

export interface DefaultedCell {
  cell: Cell;
  /** The options after webpack's defaults. */
  options: Record<string, unknown>;
  /** Option paths the cell's own configuration sets (their defaults do not apply there). */
  setPaths: string[];
}

/**
 * A directory without package.json or browserslist above it, so the `context`
 * default and browserslist lookup do not depend on where the tests run.
 */
const CONTEXT = path.join(os.tmpdir(), 'webpack-defaults-matrix');

export function describeCell(cell: Cell): string {
  return [
    `mode: '${cell.mode}'`,
    `target: '${cell.target}'`,
    cell.futureDefaults && 'experiments.futureDefaults',
    cell.outputModule && 'output.module',
    cell.cache !== 'unset' && `cache.type: '${cell.cache}'`,
    cell.library !== 'none' && `output.library.type: '${cell.library}'`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function configFor(cell: Cell): { config: Record<string, unknown>; setPaths: string[] } {
  // Off dimensions are left out of the configuration, so the defaults of
  // `experiments.futureDefaults` and `output.module` themselves stay checkable.
  const output: Record<string, unknown> = cell.outputModule ? { module: true } : {};
  const setPaths = ['mode', 'target', 'context'];
  if (cell.outputModule) setPaths.push('output.module');
  if (cell.futureDefaults) setPaths.push('experiments.futureDefaults');
  if (cell.library !== 'none') {
    output.library = cell.library === 'umd' ? { type: 'umd', name: 'lib' } : { type: 'module' };
    setPaths.push('output.library.type', 'output.library.name');
  }
  const config: Record<string, unknown> = {
    context: CONTEXT,
    mode: cell.mode,
    target: cell.target,
    experiments: cell.futureDefaults ? { futureDefaults: true } : {},
    output,
  };
  if (cell.cache !== 'unset') {
    config.cache = { type: cell.cache };
    setPaths.push('cache.type');
  }
  return { config, setPaths };
}

export function applyDefaults(
  config: Record<string, unknown>,
  version: WebpackVersion = 5,
): Record<string, unknown> {
  if (version === 4) {
    const Defaulter = requireWebpack4<
      new () => { process(options: object): Record<string, unknown> }
    >('lib/WebpackOptionsDefaulter');
    // webpack 4 has no `experiments` and an `output.library` string only: the matrix leaves both out.
    const { experiments: _none, ...rest } = config;
    return new Defaulter().process(JSON.parse(JSON.stringify(rest)) as object);
  }
  const options = normalization.getNormalizedWebpackOptions(config);
  defaults.applyWebpackOptionsBaseDefaults(options);
  defaults.applyWebpackOptionsDefaults(options);
  return options;
}

/**
 * Every cell: 3 modes × 2 targets × futureDefaults × output.module × 3 cache settings × libraries.
 * For webpack 4: 3 modes × 2 targets only.
 */
export function matrix(version: WebpackVersion = 5): DefaultedCell[] {
  const cells: DefaultedCell[] = [];
  if (version === 4) {
    for (const mode of ['production', 'development', 'none'] as const)
      for (const target of ['web', 'node'] as const) {
        const cell: Cell = {
          mode,
          target,
          futureDefaults: false,
          outputModule: false,
          cache: 'unset',
          library: 'none',
        };
        const { config, setPaths } = configFor(cell);
        cells.push({ cell, options: applyDefaults(config, 4), setPaths });
      }
    return cells;
  }
  for (const mode of ['production', 'development', 'none'] as const)
    for (const target of ['web', 'node'] as const)
      for (const futureDefaults of [false, true])
        for (const outputModule of [false, true])
          for (const cache of ['unset', 'memory', 'filesystem'] as const)
            for (const library of ['none', 'umd', 'module'] as const) {
              if (library === 'module' && !outputModule) continue;
              const cell: Cell = { mode, target, futureDefaults, outputModule, cache, library };
              const { config, setPaths } = configFor(cell);
              cells.push({ cell, options: applyDefaults(config), setPaths });
            }
  return cells;
}

/** The value at a dotted path; `undefined` when a segment is missing or a parent is not an object. */
export function valueAt(
  options: Record<string, unknown>,
  optionPath: string,
): { parentIsObject: boolean; value: unknown } {
  const segments = optionPath.split('.');
  let current: unknown = options;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!current || typeof current !== 'object' || Array.isArray(current))
      return { parentIsObject: false, value: undefined };
    current = (current as Record<string, unknown>)[segments[i]!];
  }
  if (!current || typeof current !== 'object' || Array.isArray(current))
    return { parentIsObject: false, value: undefined };
  return {
    parentIsObject: true,
    value: (current as Record<string, unknown>)[segments[segments.length - 1]!],
  };
}

/** Whether the cell's own configuration sets the option, part of it, or one of its parents. */
export function isSetByCell(setPaths: string[], optionPath: string): boolean {
  return setPaths.some(
    (p) => p === optionPath || optionPath.startsWith(`${p}.`) || p.startsWith(`${optionPath}.`),
  );
}

export interface Condition {
  label: string;
  holds(cell: DefaultedCell): boolean;
}

const get = (d: DefaultedCell, p: string) => valueAt(d.options, p).value;
const platform = (d: DefaultedCell) => d.cell.target;

const condition = (label: string, holds: (d: DefaultedCell) => boolean): Condition => ({
  label,
  holds,
});

/**
 * Phrases the configuration pages use for a condition, most specific first.
 * Conditions read the defaulted options, so "when output.module is on" is true
 * wherever webpack turns it on, not only where the matrix does.
 */
export const CONFIG_VOCABULARY: Vocabulary<Condition> = {
  phrases: [
    {
      pattern: /\bwithout (experiments\.)?futureDefaults\b/i,
      condition: condition('without futureDefaults', (d) => !get(d, 'experiments.futureDefaults')),
    },
    {
      pattern: /\b(when )?(experiments\.)?futureDefaults( is on)?\b/i,
      condition: condition('futureDefaults', (d) => get(d, 'experiments.futureDefaults') === true),
    },
    {
      pattern: /\b(when )?(experiments\.)?cacheUnaffected( is on)?\b/i,
      condition: condition(
        'cacheUnaffected',
        (d) => get(d, 'experiments.cacheUnaffected') === true,
      ),
    },
    {
      pattern: /\bfor (the )?(bun|deno|nwjs|electron-\w+|electron-\*|universal) targets?\b/i,
      condition: condition('a target outside the matrix', () => false),
    },
    {
      pattern: /\b(when minimizing|when optimization\.minimize is on)\b/i,
      condition: condition('minimizing', (d) => get(d, 'optimization.minimize') === true),
    },
    {
      pattern: /\bin production mode\b|\bproduction\b/i,
      condition: condition('production', (d) => d.options.mode === 'production'),
    },
    {
      pattern: /\bin development mode\b|\bdevelopment\b/i,
      condition: condition('development', (d) => d.options.mode === 'development'),
    },
    {
      pattern: /\bin 'none' mode\b|\bin none mode\b/i,
      condition: condition('none', (d) => d.options.mode === 'none'),
    },
    {
      pattern: /\b(when )?output\.module( is on)?\b|\b(for )?E(CMA)?S(cript)? module output\b/i,
      condition: condition('output.module', (d) => get(d, 'output.module') === true),
    },
    {
      pattern: /\bfor script output\b/i,
      condition: condition('script output', (d) => get(d, 'output.module') !== true),
    },
    {
      pattern: /\bwhen experiments\.typescript is on\b/i,
      condition: condition(
        'experiments.typescript',
        (d) => get(d, 'experiments.typescript') === true,
      ),
    },
    {
      pattern: /\bwhen optimization\.usedExports is true\b/i,
      condition: condition(
        'optimization.usedExports',
        (d) => get(d, 'optimization.usedExports') === true,
      ),
    },
    {
      pattern: /\b(for|in) (web|browser) targets?\b|\b(in|for) browsers( and( web)? workers)?\b/i,
      condition: condition('web target', (d) => platform(d) === 'web'),
    },
    {
      pattern: /\b(for|in) Node(\.js)?( targets?)?\b|\(Node\.js\)/i,
      condition: condition('node target', (d) => platform(d) === 'node'),
    },
    {
      pattern: /\b(with|when) a cache( is enabled)?\b/i,
      condition: condition('a cache', (d) => get(d, 'cache') !== false),
    },
    {
      pattern: /\bwithout a cache\b/i,
      condition: condition('no cache', (d) => get(d, 'cache') === false),
    },
    {
      pattern: /\b(for|with) an? E(CMA)?S(cript)?[- ]module library\b/i,
      condition: condition('ES module library', (d) => d.cell.library === 'module'),
    },
    {
      pattern: /\b(for|with) any library\b|\bwhen the build has a library\b/i,
      condition: condition('a library', (d) => d.cell.library !== 'none'),
    },
  ],
  filler:
    /with the per-(option|name) defaults below|\(see defaults per dependency type\)|\b(in|with|when|is|on|mode|the|and|for|targets?|enabled|only|a|an|of|turned|builds?)\b/gi,
};

/** "in `development`", "in `production` and `none`": the modes a qualified `Default in …:` line covers. */
export function qualifierModes(qualifier: string): Mode[] | undefined {
  if (!qualifier) return ['production', 'development', 'none'];
  const words = qualifier
    .replace(/[`'*]/g, '')
    .replace(/\bmodes?\b/g, '')
    .split(/\s+|,/)
    .filter((w) => w && w !== 'in' && w !== 'and' && w !== 'or');
  if (
    words.length === 0 ||
    !words.every((w) => w === 'production' || w === 'development' || w === 'none')
  )
    return undefined;
  return words as Mode[];
}
