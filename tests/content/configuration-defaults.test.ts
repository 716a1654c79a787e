/**
 * Every `- Default:` and `- Type:` line on the configuration pages agrees with
 * the installed webpack:
 *
 * - Defaults are compared with what webpack's own `applyWebpackOptionsDefaults`
 *   produces over a matrix of configurations (each mode, web and node targets,
 *   with and without `experiments.futureDefaults` and `output.module`, cache
 *   unset / memory / filesystem, no library / a UMD library / an ES module
 *   library). A line states one value, or values under conditions the parser
 *   knows ("in production mode", "with futureDefaults", "otherwise", …); the
 *   value that applies in each cell must equal the real one there.
 * - Types are compared with the kinds (string, number, boolean, object, array,
 *   RegExp, function) the schema accepts, and quoted string values with the
 *   schema's enums.
 *
 * A line the parser cannot read fails the test unless it is in UNPARSED below,
 * with the reason it is prose; an entry there that has become parseable fails
 * too, so the list only shrinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  applyDefaults,
  configFor,
  matrix,
  valueAt,
  type DefaultedCell,
} from '../helpers/config-defaults';
import { readSchema, schemasAtPath, type JsonSchema } from '../helpers/schema-options';
import { CachedInputFileSystem, ResolverFactory } from 'enhanced-resolve';
import {
  compareDefaultLine,
  evalLiteral,
  compareTypeKinds,
  parseTypeList,
  statedLineKey,
  statedLinesReport,
  statedLineWhere,
  schemaTypeKinds,
  show,
  statedLines,
  type CompareDefaultsOptions,
  type LineFailure,
  type StatedLine,
} from '../helpers/stated-defaults';

const ROOT = path.resolve(__dirname, '../..');
const CONFIG_DOCS = path.join(ROOT, 'docs/configuration');
const schema = readSchema(
  require.resolve('webpack/schemas/WebpackOptions.json', { paths: [ROOT] }),
);

/** Pages whose defaults are not webpack's configuration defaults, checked elsewhere or not at all. */
const OTHER_SOURCE_PAGES: Record<string, string> = {
  'dev-server.md': "webpack-dev-server's own defaults; webpack leaves `devServer` as given",
  'stats.md': 'stats presets (DefaultStatsPresetPlugin), compared in stats-defaults.test.ts',
};

/**
 * Lines whose stated default is prose the parser does not read, keyed
 * `page:option`, with the reason. Keep it short: a default that can be written
 * as a value (with conditions the parser knows) should be.
 */
const ENTRY_OR_RULE =
  'a field of an entry description or a rule: webpack applies no defaults inside these objects, and the option it falls back to is checked on its own line';
const MACHINE =
  'depends on the machine (working directory, file system, terminal, environment variables, Node.js version), not on the configuration';
const DESCRIBED = 'a function, a set of rules or an object described in words or in a table below';
const DERIVED = 'derived from other options or from target features by a rule stated in words';
const UNPARSED: Record<string, string> = {
  'cache.md:cache.buildDependencies': MACHINE,
  'cache.md:cache.cacheDirectory': MACHINE,
  'cache.md:cache.cacheLocation': MACHINE,
  'cache.md:cache.name': MACHINE,
  'dotenv.md:dotenv.dir': MACHINE,
  'entry-context.md:EntryDescription.asyncChunks': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.baseUri': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.chunkLoading': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.dependOn': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.filename': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.html': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.layer': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.library': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.publicPath': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.runtime': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.wasmLoading': ENTRY_OR_RULE,
  'entry-context.md:EntryDescription.worker': ENTRY_OR_RULE,
  'entry-context.md:context': MACHINE,
  'experiments.md:experiments.buildHttp.cacheLocation': MACHINE,
  'experiments.md:experiments.buildHttp.lockfileLocation': MACHINE,
  'experiments.md:experiments.buildHttp.proxy': MACHINE,
  'experiments.md:experiments.lazyCompilation.backend': DESCRIBED,
  'experiments.md:experiments.lazyCompilation.test': DESCRIBED,
  'externals.md:externalsPresets': DESCRIBED,
  'externals.md:externalsType': DERIVED,
  'infrastructureLogging.md:infrastructureLogging.appendOnly': MACHINE,
  'infrastructureLogging.md:infrastructureLogging.colors': MACHINE,
  'infrastructureLogging.md:infrastructureLogging.console': MACHINE,
  'infrastructureLogging.md:infrastructureLogging.stream': MACHINE,
  'mode.md:mode': MACHINE,
  'module.md:Rule.enforce': ENTRY_OR_RULE,
  'module.md:Rule.extractSourceMap': ENTRY_OR_RULE,
  'module.md:module.defaultRules': DESCRIBED,
  'module.md:module.generator': DESCRIBED,
  'module.md:module.parser': DESCRIBED,
  'module.md:module.unsafeCache': DESCRIBED,
  'node.md:node.__filename': DERIVED,
  'node.md:node.global': DERIVED,
  'optimization.md:optimization': DESCRIBED,
  'optimization.md:optimization.minimizeOptions': DESCRIBED,
  'optimization.md:optimization.minimizer': DERIVED,
  'optimization.md:optimization.portableRecords': DERIVED,
  'optimization.md:optimization.splitChunks': DESCRIBED,
  'optimization.md:optimization.splitChunks.defaultSizeTypes': DERIVED,
  'optimization.md:optimization.splitChunks.fallbackCacheGroup': DESCRIBED,
  'optimization.md:optimization.splitChunks.minRemainingSize': DERIVED,
  'other-options.md:loader': DESCRIBED,
  'other-options.md:snapshot.managedPaths': MACHINE,
  'output.md:output.chunkFilename': DERIVED,
  'output.md:output.chunkLoadingGlobal': DERIVED,
  'output.md:output.cssChunkFilename': DERIVED,
  'output.md:output.cssFilename': DERIVED,
  'output.md:output.devtoolModuleFilenameTemplate': DERIVED,
  'output.md:output.enabledChunkLoadingTypes': DERIVED,
  'output.md:output.enabledLibraryTypes': DERIVED,
  'output.md:output.enabledWasmLoadingTypes': DERIVED,
  'output.md:output.environment': DESCRIBED,
  'output.md:output.globalObject': DERIVED,
  'output.md:output.hotUpdateGlobal': DERIVED,
  'output.md:output.hotUpdateMainFilename': DERIVED,
  'output.md:output.htmlChunkFilename': DERIVED,
  'output.md:output.htmlFilename': DERIVED,
  'output.md:output.library.export': DESCRIBED,
  'output.md:output.library.name': DERIVED,
  'output.md:output.library.type': DERIVED,
  'output.md:output.module': DERIVED,
  'output.md:output.path': MACHINE,
  'output.md:output.resourceHints.modulePreloadPolyfill': DERIVED,
  'output.md:output.trustedTypes.policyName': DERIVED,
  'output.md:output.uniqueName': MACHINE,
  'performance.md:performance': DERIVED,
  'performance.md:performance.assetFilter': DESCRIBED,
  'resolve.md:resolve.byDependency': DESCRIBED,
  'resolve.md:resolve.cachePredicate': DESCRIBED,
  'resolve.md:resolve.cacheWithContext': DERIVED,
  'resolve.md:resolve.conditionNames': DESCRIBED,
  'resolve.md:resolve.extensionAlias': DERIVED,
  'resolve.md:resolve.extensions': DESCRIBED,
  'resolve.md:resolve.fileSystem': MACHINE,
  'resolve.md:resolve.fullySpecified': DERIVED,
  'resolve.md:resolve.mainFields': DESCRIBED,
  'resolve.md:resolve.resolver': DESCRIBED,
  'resolve.md:resolve.roots': MACHINE,
  'resolve.md:resolveLoader': DESCRIBED,
  'target.md:target': MACHINE,
  'watch.md:watchOptions.ignored': DESCRIBED,
};

/** Type lines written in words (an object of another page, a stream, a resolver instance). */
const UNPARSED_TYPES: Record<string, string> = {
  'entry-context.md:EntryDescription.library': 'named in words, not as a type',
  'externals.md:externalsType': 'named in words, not as a type',
  'infrastructureLogging.md:infrastructureLogging.console': 'named in words, not as a type',
  'infrastructureLogging.md:infrastructureLogging.stream': 'named in words, not as a type',
  'module.md:Rule.resolve': 'named in words, not as a type',
  'module.md:module.defaultRules': 'named in words, not as a type',
  'resolve.md:resolve.fallback': 'named in words, not as a type',
  'resolve.md:resolve.fileSystem': 'named in words, not as a type',
  'resolve.md:resolve.resolver': 'named in words, not as a type',
  'resolve.md:resolveLoader': 'named in words, not as a type',
};

/**
 * Defaults that webpack does not set in config/defaults.js but where it uses
 * the option; each was read in the file named. The test checks that webpack
 * still leaves them unset, so an entry goes stale loudly.
 */
const SET_WHERE_USED: Record<string, string> = {
  'dotenv.md:dotenv.template': 'webpack/lib/define/DotenvPlugin.js (default template list)',
  'experiments.md:experiments.lazyCompilation.entries':
    'webpack/lib/config/WebpackOptionsApply.js (`entries !== false`)',
  'experiments.md:experiments.lazyCompilation.imports':
    'webpack/lib/config/WebpackOptionsApply.js (`imports !== false`)',
  'optimization.md:optimization.concatenateModules.commonjs':
    'webpack/lib/optimize/ModuleConcatenationPlugin.js (`commonjs: false` opts out)',
  'output.md:output.devtoolFallbackModuleFilenameTemplate':
    'webpack/lib/devtool/ModuleFilenameHelpers.js (fallback template constant)',
  'output.md:output.html.inject':
    "webpack/lib/html/HtmlModulesPlugin.js (`'head'` only for `'head'` or output.module)",
  'output.md:output.html.scriptLoading':
    "webpack/lib/html/HtmlModulesPlugin.js (`htmlObj.scriptLoading || 'auto'`)",
  'output.md:output.library.entryExports':
    "webpack/lib/library/AbstractLibraryPlugin.js (anything but `'all'` is `'last'`)",
  'output.md:output.libraryTarget':
    'deprecated spelling: normalization moves it to `output.library.type`, whose default is checked on its own line',
};

/** Stated defaults the installed Node.js decides: `experiments.typescript: 'auto'` resolves to `false` below Node.js 22.6. */
const MACHINE_DEPENDENT: Record<string, string> = {
  'experiments.md:experiments.typescript': MACHINE,
};

const where = (line: StatedLine) => statedLineWhere('5', line);
const key = statedLineKey;

const pages = fs
  .readdirSync(CONFIG_DOCS)
  .filter((file) => /\.mdx?$/.test(file))
  .sort();
const lines = pages.flatMap((page) =>
  statedLines(page, fs.readFileSync(path.join(CONFIG_DOCS, page), 'utf8')),
);
const checkedLines = lines.filter((line) => !(line.page in OTHER_SOURCE_PAGES));

/** "filesystem cache only" / "memory cache only" on the option's Type line limits where its default applies. */
function cacheScope(line: StatedLine): ((d: DefaultedCell) => boolean) | undefined {
  const text = lines
    .filter((l) => l.page === line.page && l.heading === line.heading)
    .map((l) => l.text)
    .join(' ');
  if (/filesystem cache only/i.test(text)) return (d) => d.cell.cache === 'filesystem';
  if (/memory cache only/i.test(text))
    return (d) =>
      d.cell.cache === 'memory' || (d.cell.cache === 'unset' && d.cell.mode === 'development');
  return undefined;
}

let cells: DefaultedCell[];
beforeAll(() => {
  cells = matrix();
});

/**
 * Cells for options inside an object webpack does not create by default
 * (`experiments.buildHttp.*`, `output.library.*`, `dotenv.*`, …): each mode,
 * target and futureDefaults, with that object present.
 */
const reachingCache = new Map<string, DefaultedCell[]>();
function reachingCells(optionPath: string): DefaultedCell[] {
  const parent = optionPath.split('.').slice(0, -1).join('.');
  if (!reachingCache.has(parent)) reachingCache.set(parent, computeReachingCells(optionPath));
  return reachingCache.get(parent)!;
}

function computeReachingCells(optionPath: string): DefaultedCell[] {
  const segments = optionPath.split('.');
  const base = cells.filter(
    (d) => d.cell.cache === 'unset' && d.cell.library === 'none' && !d.cell.outputModule,
  );
  const result: DefaultedCell[] = [];
  for (const d of base) {
    let ancestor: string | undefined;
    for (let i = 1; i < segments.length; i++) {
      const p = segments.slice(0, i).join('.');
      const v = valueAt(d.options, p).value;
      if (!v || typeof v !== 'object' || Array.isArray(v)) {
        ancestor = p;
        break;
      }
    }
    if (!ancestor) continue;
    const { config, setPaths } = configFor(d.cell);
    let target = config as Record<string, unknown>;
    const parts = ancestor.split('.');
    parts.forEach((part, i) => {
      if (i === parts.length - 1)
        target[part] = ancestor === 'experiments.buildHttp' ? { allowedUris: [] } : {};
      else
        target = (target[part] = { ...((target[part] as object) ?? {}) }) as Record<
          string,
          unknown
        >;
    });
    try {
      result.push({ cell: d.cell, options: applyDefaults(config), setPaths });
    } catch {
      // A configuration webpack rejects reaches nothing.
    }
  }
  return result;
}

/**
 * Options webpack leaves unset in its configuration defaults and settles where
 * it uses them: the real value comes from that place.
 */
const USE_SITE: Record<string, { where: string; value(d: DefaultedCell): unknown }> = {
  ...Object.fromEntries(
    [
      'descriptionFiles',
      'enforceExtension',
      'plugins',
      'preferAbsolute',
      'preferRelative',
      'restrictions',
      'symlinks',
      'unsafeCache',
      'useSyncFileSystemCalls',
    ].flatMap((name) =>
      ['resolve', 'resolveLoader'].map((top) => [
        `${top}.${name}`,
        {
          where: "enhanced-resolve's ResolverFactory",
          value: (d: DefaultedCell) => resolverOption(d, top, name),
        },
      ]),
    ),
  ),
  'watchOptions.aggregateTimeout': {
    where: 'webpack/lib/watch/Watching.js',
    value: () =>
      literalInSource(
        'webpack/lib/watch/Watching.js',
        /this\.watchOptions\.aggregateTimeout = (\d+)/,
      ),
  },
  'dotenv.prefix': {
    where: 'webpack/lib/define/DotenvPlugin.js',
    value: () =>
      literalInSource('webpack/lib/define/DotenvPlugin.js', /this\.options\.prefix \|\| ("[^"]*")/),
  },
};

/** The option as enhanced-resolve normalizes it when webpack creates a resolver with the defaulted options. */
const resolvers = new WeakMap<object, Record<string, unknown>>();
function resolverOption(d: DefaultedCell, top: string, name: string): unknown {
  const options = d.options[top] as Record<string, unknown>;
  if (!resolvers.has(options)) {
    const { byDependency: _perType, ...rest } = options;
    const resolveOptions = { ...rest, fileSystem: new CachedInputFileSystem(fs, 1000) };
    resolvers.set(
      options,
      ResolverFactory.createResolver(resolveOptions as never).options as unknown as Record<
        string,
        unknown
      >,
    );
  }
  const value = resolvers.get(options)![name];
  return value instanceof Set ? [...value] : value;
}

/** A literal captured from a webpack source file, for defaults that live in code rather than in config/defaults.js. */
function literalInSource(file: string, pattern: RegExp): unknown {
  const source = fs.readFileSync(require.resolve(file, { paths: [ROOT] }), 'utf8');
  const m = pattern.exec(source);
  if (!m) throw new Error(`${file} no longer matches ${pattern}; update USE_SITE in this test`);
  return evalLiteral(m[1]!);
}

const DEFAULTS_OPTIONS: CompareDefaultsOptions = {
  version: 5,
  schema,
  where,
  cellsFor: (optionPath) =>
    cells.some((d) => valueAt(d.options, optionPath).parentIsObject)
      ? cells
      : reachingCells(optionPath),
  scope: cacheScope,
  valueWhereUsed: (optionPath, d) => USE_SITE[optionPath]?.value(d),
};

/** Headings for objects without an option path of their own: items of `module.rules`, values of `entry`. */
const DEFINITION_PREFIXES: Record<string, string> = {
  Rule: 'RuleSetRule',
  EntryDescription: 'EntryDescription',
};

/** The schema of an option heading, with every union branch that has the path merged into one `anyOf`. */
function optionSchema(heading: string): JsonSchema | undefined {
  const [first, ...rest] = heading.split('.');
  const definition = DEFINITION_PREFIXES[first!];
  const nodes =
    definition && rest.length > 0
      ? schemasAtPath(schema, rest.join('.'), schema.definitions![definition]!)
      : schemasAtPath(schema, heading);
  return nodes.length === 0 ? undefined : nodes.length === 1 ? nodes[0] : { anyOf: nodes };
}

/** Type names the pages use for schema definitions (`Condition`, `UseEntry`, or a definition's own name). */
const TYPE_ALIASES: Record<string, string> = {
  Condition: 'RuleSetConditionOrConditions',
  UseEntry: 'RuleSetUseItem',
  Rule: 'RuleSetRule',
};
function namedType(name: string) {
  const definition = schema.definitions?.[TYPE_ALIASES[name] ?? name];
  return definition ? schemaTypeKinds(schema, definition).kinds : undefined;
}

function checkType(line: StatedLine): LineFailure[] | { unparsed: string } {
  const node = line.isOptionHeading ? optionSchema(line.heading) : undefined;
  if (!node)
    return { unparsed: `not under an option heading webpack's schema knows ("${line.heading}")` };
  const stated = parseTypeList(line.text, namedType);
  if (stated.kind === 'unparsed') return { unparsed: stated.reason };
  const real = schemaTypeKinds(schema, node);
  return compareTypeKinds(where(line), stated, real, { strict: true });
}

describe('configuration pages: stated defaults and types', () => {
  it('finds the Default and Type lines', () => {
    expect(checkedLines.filter((l) => l.kind === 'Default').length).toBeGreaterThan(250);
    expect(checkedLines.filter((l) => l.kind === 'Type').length).toBeGreaterThan(300);
  });

  it.each(['Default', 'Type'] as const)(
    'every %s line matches webpack (or is listed as prose)',
    (kind) => {
      // Defaults set where used, or that depend on the machine, are not compared.
      const setWhereUsed: string[] = [];
      const compared = checkedLines.filter((line) => {
        if (line.kind !== kind) return false;
        if (kind === 'Default' && key(line) in MACHINE_DEPENDENT) return false;
        if (kind === 'Default' && key(line) in SET_WHERE_USED) {
          const setSomewhere = cells.find(
            (d) => valueAt(d.options, line.heading).value !== undefined,
          );
          if (setSomewhere)
            setWhereUsed.push(
              `${key(line)} is in SET_WHERE_USED but config/defaults.js now sets it (${show(valueAt(setSomewhere.options, line.heading).value)}); remove it from the list`,
            );
          return false;
        }
        return true;
      });
      if (process.env.DEFAULTS_REPORT) {
        const all = checkedLines.filter((l) => l.kind === kind);
        const listed = all.filter(
          (l) => key(l) in (kind === 'Default' ? UNPARSED : UNPARSED_TYPES),
        ).length;
        const elsewhere =
          kind === 'Default'
            ? all.filter((l) => key(l) in SET_WHERE_USED || key(l) in MACHINE_DEPENDENT).length
            : 0;
        console.log(
          `${kind}: ${all.length} lines, ${all.length - listed - elsewhere} compared, ${listed} listed as prose, ${elsewhere} set where used / machine-dependent; ${lines.length - checkedLines.length} lines on ${Object.keys(OTHER_SOURCE_PAGES).join(', ')}`,
        );
      }
      const report = statedLinesReport(
        '5',
        compared,
        (line) =>
          kind === 'Default' ? compareDefaultLine(line, DEFAULTS_OPTIONS) : checkType(line),
        kind === 'Default' ? UNPARSED : UNPARSED_TYPES,
        'write it as a value, teach the parser, or list it in UNPARSED',
      );
      expect([...report, ...setWhereUsed]).toEqual([]);
    },
  );
});
