/**
 * Every `- Default:` and `- Type:` line on the webpack 4 configuration pages
 * agrees with webpack 4.47.0:
 *
 * - Defaults are compared with what webpack 4's `WebpackOptionsDefaulter`
 *   produces for each mode (`production`, `development`, `none`) and the `web`
 *   and `node` targets (`matrix(4)` of tests/helpers/config-defaults.ts), read
 *   and compared by the same `compareDefaultLine` as the webpack 5 pages
 *   (tests/helpers/stated-defaults.ts). A few defaults webpack 4 settles where
 *   it uses the option (enhanced-resolve, Watching) are read from that source.
 * - Types are compared with the kinds the webpack 4 schema accepts (and, on the
 *   dev-server page, webpack-dev-server 3.11.3's schema), quoted strings with
 *   the schema's enums.
 *
 * A line the parser cannot read fails unless it is listed in UNPARSED with the
 * reason it is prose; an entry that has become parseable fails too.
 */
import fs from 'node:fs';
import {
  applyDefaults,
  configFor,
  isSetByCell,
  matrix,
  valueAt,
  type DefaultedCell,
} from '../../helpers/config-defaults';
import { schemasAtPath, type JsonSchema } from '../../helpers/schema-options';
import {
  compareDefaultLine,
  evalLiteral,
  compareTypeKinds,
  parseTypeList,
  statedLinesReport,
  statedLineWhere,
  schemaTypeKinds,
  statedLines,
  type CompareDefaultsOptions,
  type LineFailure,
  type StatedLine,
} from '../../helpers/stated-defaults';
import {
  devServerSchema3,
  readV4Page,
  schema4,
  v4PageFiles,
  WEBPACK4_ROOT,
} from '../../helpers/v4-config-pages';

/** Pages whose Default lines are not webpack's configuration defaults (their Type lines are still checked). */
const OTHER_SOURCE_PAGES: Record<string, string> = {
  'dev-server.md': "webpack-dev-server 3.11.3's own defaults; webpack leaves `devServer` as given",
  'stats.md':
    "the stats presets and fallbacks in webpack 4's lib/Stats.js, not the options defaulter",
};

const MACHINE =
  'depends on the machine (working directory, file system, terminal), not on the configuration';
const DESCRIBED = 'a function, a set of rules or an object described in words or in a table below';
const DERIVED = 'derived from other options by a rule stated in words';
const UNPARSED: Record<string, string> = {
  'entry-context.md:context': MACHINE,
  'module.md:Rule.enforce': 'a field of a rule: webpack applies no defaults inside a rule',
  'module.md:module.defaultRules': DESCRIBED,
  'optimization.md:optimization.minimizer': DESCRIBED,
  'optimization.md:optimization.portableRecords': DERIVED,
  'optimization.md:optimization.splitChunks': DESCRIBED,
  'output.md:output.chunkFilename': DERIVED,
  'output.md:output.path': MACHINE,
  'performance.md:performance.assetFilter': DESCRIBED,
  'resolve.md:resolve.cachePredicate': DESCRIBED,
  'resolve.md:resolve.roots': MACHINE,
  'resolve.md:resolve.cacheWithContext': DERIVED,
  'resolve.md:resolve.ignoreRootsErrors': DERIVED,
  'resolve.md:resolve.preferAbsolute': DERIVED,
  'resolve.md:resolveLoader.cacheWithContext': DERIVED,
  'resolve.md:resolveLoader': DESCRIBED,
  'watch.md:watchOptions.ignored': DESCRIBED,
};

const UNPARSED_TYPES: Record<string, string> = {
  'module.md:module.defaultRules': 'named in words, not as a type',
  'resolve.md:resolve.fileSystem': 'named in words, not as a type',
  'resolve.md:resolve.resolver': 'named in words, not as a type',
  'resolve.md:resolveLoader': 'named in words, not as a type',
};

/**
 * Defaults webpack 4's defaulter leaves unset and the code that uses the option
 * settles: the literal is read from that file, so a changed source fails here.
 */
const RESOLVER_FACTORY = 'enhanced-resolve/lib/ResolverFactory.js';
const USE_SITE: Record<string, { file: string; pattern: RegExp }> = {
  'watchOptions.aggregateTimeout': {
    file: 'webpack/lib/Watching.js',
    pattern: /this\.watchOptions\.aggregateTimeout \|\| (\d+)/,
  },
  parallelism: {
    file: 'webpack/lib/Compilation.js',
    pattern: /new Semaphore\(options\.parallelism \|\| (\d+)\)/,
  },
  ...Object.fromEntries(
    (
      [
        ['descriptionFiles', /options\.descriptionFiles \|\| (\[[^\]]*\])/],
        ['enforceExtension', /options\.enforceExtension \|\| (\w+)/],
        ['moduleExtensions', /options\.moduleExtensions \|\| (\[\])/],
        ['enforceModuleExtension', /options\.enforceModuleExtension \|\| (\w+)/],
        ['symlinks', /options\.symlinks !== "undefined" \? options\.symlinks : (\w+)/],
        ['concord', /options\.concord \|\| (\w+)/],
        ['modules', /options\.modules \|\| (\[[^\]]*\])/],
        ['aliasFields', /options\.aliasFields \|\| (\[\])/],
        ['preferAbsolute', /options\.preferAbsolute \|\| (\w+)/],
        ['ignoreRootsErrors', /options\.ignoreRootsErrors \|\| (\w+)/],
        ['roots', /options\.roots \|\| (\[\])/],
      ] as const
    ).flatMap(([name, pattern]) =>
      ['resolve', 'resolveLoader'].map((top) => [
        `${top}.${name}`,
        { file: RESOLVER_FACTORY, pattern },
      ]),
    ),
  ),
};

function literalInSource(file: string, pattern: RegExp): unknown {
  const source = fs.readFileSync(
    require.resolve(file, {
      paths: [WEBPACK4_ROOT, require.resolve('webpack/package.json', { paths: [WEBPACK4_ROOT] })],
    }),
    'utf8',
  );
  const m = pattern.exec(source);
  if (!m) throw new Error(`${file} no longer matches ${pattern}; update USE_SITE in this test`);
  return evalLiteral(m[1]!);
}

const where = (line: StatedLine) => statedLineWhere('4', line);

const lines = v4PageFiles().flatMap((page) => statedLines(page, readV4Page(page)));

const cells: DefaultedCell[] = matrix(4);

/**
 * Cells for an option the matrix does not reach: one the matrix itself sets
 * (`target`, whose default shows only when the configuration leaves it out),
 * or one inside an object webpack 4 does not create (`watchOptions.*`): each
 * mode and target with that object present as `{}`, or without the option.
 */
const reachingCache = new Map<string, DefaultedCell[]>();
function reachingCells(optionPath: string): DefaultedCell[] {
  if (reachingCache.has(optionPath)) return reachingCache.get(optionPath)!;
  const segments = optionPath.split('.');
  const result = cells.flatMap((d) => {
    const { config, setPaths } = configFor(d.cell);
    if (segments.length === 1) {
      delete config[optionPath];
      return [
        {
          cell: d.cell,
          options: applyDefaults(config, 4),
          setPaths: setPaths.filter((p) => p !== optionPath),
        },
      ];
    }
    let target = config;
    for (const segment of segments.slice(0, -1))
      target = (target[segment] = { ...((target[segment] as object) ?? {}) }) as Record<
        string,
        unknown
      >;
    return [{ cell: d.cell, options: applyDefaults(config, 4), setPaths }];
  });
  reachingCache.set(optionPath, result);
  return result;
}

const DEFAULTS_OPTIONS: CompareDefaultsOptions = {
  version: 4,
  schema: schema4,
  where,
  // An option every cell sets (`target`) is reached by leaving it out: reachingCells.
  cellsFor: (optionPath) =>
    cells.some(
      (d) => !isSetByCell(d.setPaths, optionPath) && valueAt(d.options, optionPath).parentIsObject,
    )
      ? cells
      : reachingCells(optionPath),
  valueWhereUsed: (optionPath) => {
    const useSite = USE_SITE[optionPath];
    return useSite && literalInSource(useSite.file, useSite.pattern);
  },
};

/** Checks one Default line against the webpack 4 matrix; returns failures, or `unparsed` with the reason. */
export function checkDefault(line: StatedLine): LineFailure[] | { unparsed: string } {
  return compareDefaultLine(line, DEFAULTS_OPTIONS);
}

const TYPE_ALIASES: Record<string, string> = {
  Condition: 'RuleSetConditionOrConditions',
  UseEntry: 'RuleSetUseItem',
  Rule: 'RuleSetRule',
};
const namedType = (name: string) => {
  const definition = schema4.definitions?.[TYPE_ALIASES[name] ?? name];
  return definition ? schemaTypeKinds(schema4, definition).kinds : undefined;
};

function optionSchema(heading: string): { root: JsonSchema; node: JsonSchema } | undefined {
  const [first, ...rest] = heading.split('.');
  let root = schema4;
  let nodes: JsonSchema[];
  if (first === 'devServer' && rest.length > 0) {
    root = devServerSchema3;
    nodes = schemasAtPath(devServerSchema3, rest.join('.'));
  } else if (first === 'Rule' && rest.length > 0)
    nodes = schemasAtPath(schema4, rest.join('.'), schema4.definitions!.RuleSetRule!);
  else nodes = schemasAtPath(schema4, heading);
  if (nodes.length === 0) return undefined;
  return { root, node: nodes.length === 1 ? nodes[0]! : { anyOf: nodes } };
}

export function checkType(line: StatedLine): LineFailure[] | { unparsed: string } {
  const found = line.isOptionHeading ? optionSchema(line.heading) : undefined;
  if (!found)
    return { unparsed: `not under an option heading webpack 4's schema knows ("${line.heading}")` };
  const stated = parseTypeList(line.text, namedType);
  if (stated.kind === 'unparsed') return { unparsed: stated.reason };
  const real = schemaTypeKinds(found.root, found.node);
  return compareTypeKinds(where(line), stated, real);
}

describe('v4 configuration pages: stated defaults and types', () => {
  it('finds the Default and Type lines', () => {
    console.log(
      `v4 Default lines: ${lines.filter((l) => l.kind === 'Default').length} (${lines.filter((l) => l.kind === 'Default' && !(l.page in OTHER_SOURCE_PAGES)).length} against the defaulter), Type lines: ${lines.filter((l) => l.kind === 'Type').length}`,
    );
    expect(lines.filter((l) => l.kind === 'Default').length).toBeGreaterThan(150);
    expect(lines.filter((l) => l.kind === 'Type').length).toBeGreaterThan(200);
  });

  it.each(['Default', 'Type'] as const)(
    'every %s line matches webpack 4 (or is listed as prose)',
    (kind) => {
      const checked = lines.filter(
        (l) => l.kind === kind && (kind === 'Type' || !(l.page in OTHER_SOURCE_PAGES)),
      );
      expect(
        statedLinesReport(
          '4',
          checked,
          (line) => (kind === 'Default' ? checkDefault(line) : checkType(line)),
          kind === 'Default' ? UNPARSED : UNPARSED_TYPES,
          'write it as a value, or list it in UNPARSED',
        ),
      ).toEqual([]);
    },
  );

  // The check must fail on a wrong default, or the test above proves nothing.
  it('rejects a wrong default and accepts the right one', () => {
    const line = (text: string, heading = 'output.jsonpFunction'): StatedLine => ({
      page: 'output.md',
      line: 1,
      kind: 'Default',
      heading,
      isOptionHeading: true,
      trail: [],
      qualifier: '',
      text,
    });
    expect(checkDefault(line("`'webpackJsonp'`"))).toEqual([]);
    expect(checkDefault(line("`'webpackChunk'`"))).toHaveLength(1);
    expect(
      checkDefault(
        line('`30000` in production mode, `10000` otherwise', 'optimization.splitChunks.minSize'),
      ),
    ).toEqual([]);
    expect(checkDefault(line('`20000`', 'optimization.splitChunks.minSize'))).toHaveLength(1);
    expect(
      checkDefault(
        line("`'window'` for web targets, `'global'` for Node.js", 'output.globalObject'),
      ),
    ).toEqual([]);
    expect(checkDefault(line("`'self'`", 'output.globalObject'))).toHaveLength(1);
  });
});
