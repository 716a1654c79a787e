/**
 * Builds examples/devtool-table with one `devtool` value and reports what the
 * source maps contain, plus build and rebuild times. Used by the devtool table
 * test (contents only; times are never asserted) and by
 * scripts/devtool-table.ts, which prints the measured table for
 * docs/configuration/devtool.md.
 *
 * The example's loader adds two lines at the top of every module (with a
 * correct source map), so a map can point at the original line 5 of
 * src/greet.js, at line 7 of the loader's output, or nowhere.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import webpack from 'webpack';

export const DEVTOOL_EXAMPLE = path.resolve(__dirname, '../../examples/devtool-table');

/** Every value webpack's schema accepts, without the `-debugids` and `-scopes` suffixes: `false`, `'eval'` and the pattern's 24 combinations. */
export function devtoolValues(): (string | false)[] {
  const values: (string | false)[] = [false, 'eval'];
  for (const prefix of ['', 'eval-', 'inline-', 'hidden-'])
    for (const nosources of ['', 'nosources-'])
      for (const cheap of ['', 'cheap-', 'cheap-module-'])
        values.push(`${prefix}${nosources}${cheap}source-map`);
  return values;
}

export interface MapFacts {
  /** Where the map lives: a `.map` file, a data URL in the bundle, inside each module's `eval`, or none. */
  map: 'none' | 'file' | 'inline' | 'eval';
  /** Whether the bundle links the map with a `sourceMappingURL` comment. */
  linked: boolean;
  /** Whether the map carries the original source text (`sourcesContent`). */
  sourcesContent: boolean;
  /** Where `const greeting` maps to: the line in src/greet.js, the line in the loader's output, or nowhere. */
  lines: 'original' | 'loader output' | 'none';
  /** Whether mappings carry columns (a segment for src/index.js that starts after column 0). */
  columns: boolean;
  /** Whether the original file name (src/greet.js) is named, in the map or in a `sourceURL` comment. */
  fileNames: boolean;
}

export interface Measured extends MapFacts {
  devtool: string | false;
  buildMs: number;
  rebuildMs: number;
}

const ORIGINAL_LINE = 5;
const LOADER_LINE = ORIGINAL_LINE + 2;

function run(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err) reject(err);
      else if (!stats) reject(new Error('no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(stats);
    }),
  );
}

/** 1-based line and 0-based column of `needle` in `code`. */
function positionOf(code: string, needle: string): { line: number; column: number } | undefined {
  const index = code.indexOf(needle);
  if (index < 0) return undefined;
  const before = code.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length };
}

const DATA_URL = /sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/;

function facts(
  code: string,
  map: RawSourceMap | undefined,
  where: MapFacts['map'],
  linked: boolean,
  sourceUrl: boolean,
): MapFacts {
  if (!map) {
    return {
      map: 'none',
      linked: false,
      sourcesContent: false,
      lines: 'none',
      columns: false,
      fileNames: sourceUrl,
    };
  }
  const consumer = new SourceMapConsumer(map);
  const at = positionOf(code, 'const greeting');
  const original = at
    ? consumer.originalPositionFor({ line: at.line, column: at.column })
    : undefined;
  const fromGreet = original?.source && /greet\.js/.test(original.source);
  let columns = false;
  // Columns are read on src/index.js, which no loader touches (the example's loader maps whole lines only).
  consumer.eachMapping((m) => {
    if (m.generatedColumn > 0 && m.source && /src\/index\.js/.test(m.source)) columns = true;
  });
  return {
    map: where,
    linked,
    sourcesContent:
      Array.isArray(map.sourcesContent) &&
      map.sourcesContent.some((s) => typeof s === 'string' && s.length > 0),
    lines: !fromGreet
      ? 'none'
      : original!.line === ORIGINAL_LINE
        ? 'original'
        : original!.line === LOADER_LINE
          ? 'loader output'
          : 'none',
    columns,
    fileNames: map.sources.some((s) => /src\/greet\.js/.test(s)),
  };
}

/** The code of the module whose code contains `marker`, inside an `eval("…")` call, when the bundle has one. */
function evalModuleCode(bundle: string, marker: string): string | undefined {
  for (const m of bundle.matchAll(/eval\(("(?:[^"\\]|\\.)*")\)/g)) {
    const code = JSON.parse(m[1]!) as string;
    if (code.includes(marker)) return code;
  }
  return undefined;
}

function embeddedMap(code: string): RawSourceMap | undefined {
  const data = DATA_URL.exec(code);
  return data
    ? (JSON.parse(Buffer.from(data[1]!, 'base64').toString('utf8')) as RawSourceMap)
    : undefined;
}

export function analyze(outputPath: string): MapFacts {
  const bundle = fs.readFileSync(path.join(outputPath, 'main.js'), 'utf8');
  const moduleCode = evalModuleCode(bundle, 'const greeting');
  if (moduleCode !== undefined) {
    // Each module has its own map inside its eval; columns are read on src/index.js's map.
    const map = embeddedMap(moduleCode);
    const result = facts(
      moduleCode,
      map,
      'eval',
      Boolean(map),
      /sourceURL=webpack:\/\/[^\s"]*src\/greet\.js/.test(moduleCode),
    );
    const indexCode = evalModuleCode(bundle, 'document.body');
    const indexMap = indexCode === undefined ? undefined : embeddedMap(indexCode);
    return {
      ...result,
      columns: indexMap ? facts(indexCode!, indexMap, 'eval', true, false).columns : false,
    };
  }
  const inline = DATA_URL.exec(bundle);
  if (inline) {
    return facts(
      bundle,
      JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')) as RawSourceMap,
      'inline',
      true,
      false,
    );
  }
  const mapFile = path.join(outputPath, 'main.js.map');
  if (fs.existsSync(mapFile)) {
    return facts(
      bundle,
      JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap,
      'file',
      /sourceMappingURL=main\.js\.map/.test(bundle),
      false,
    );
  }
  return facts(bundle, undefined, 'none', false, false);
}

/**
 * Builds a fresh copy of the example with the given devtool, then changes
 * src/greet.js and builds again with the same compiler (memory cache).
 */
export async function measure(devtool: string | false): Promise<Measured> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devtool-table-'));
  fs.cpSync(DEVTOOL_EXAMPLE, dir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}dist`),
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configFor = require(path.join(dir, 'webpack.config.js')) as (
    env: Record<string, string>,
  ) => webpack.Configuration;
  const config = {
    ...configFor({ devtool: String(devtool) }),
    context: dir,
    infrastructureLogging: { level: 'error' as const },
  };
  const compiler = webpack(config);
  try {
    let start = performance.now();
    await run(compiler);
    const buildMs = performance.now() - start;
    const greet = path.join(dir, 'src/greet.js');
    fs.writeFileSync(greet, fs.readFileSync(greet, 'utf8').replace("'!'", "'?'"));
    start = performance.now();
    await run(compiler);
    const rebuildMs = performance.now() - start;
    return { devtool, buildMs, rebuildMs, ...analyze(config.output!.path!) };
  } finally {
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
