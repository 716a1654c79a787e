/**
 * The configuration reference must cover webpack's own schema: every top-level
 * option and every second-level option (the properties of each top-level
 * option's object form) has a heading on its page in docs/configuration/, and
 * no heading names an option the installed schema does not have.
 *
 * Facts come from the installed packages, so upgrading webpack (or
 * webpack-dev-server) makes this test list exactly what the docs are missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extractHeadings,
  headingText,
  parseMarkdown,
  type Heading,
} from '../../plugins/content-model/lib/markdown';
import {
  propertyNames,
  propertySchema,
  readSchema,
  resolveRef,
  type JsonSchema,
} from '../helpers/schema-options';

const ROOT = path.resolve(__dirname, '../..');
const CONFIG_DOCS = path.join(ROOT, 'docs/configuration');

const schema = readSchema(
  require.resolve('webpack/schemas/WebpackOptions.json', { paths: [ROOT] }),
);
const devServerSchema = readSchema(
  require.resolve('webpack-dev-server/lib/options.json', { paths: [ROOT] }),
);

/**
 * The ONE list of schema options the reference may leave out, with the reason
 * for each. Keep it minimal: deprecated options are documented (as deprecated)
 * rather than skipped.
 */
const SKIPPED_OPTIONS: Record<string, string> = {};

/**
 * Which page documents each top-level option (and all of its sub-options).
 * Other pages link to these anchors (and redirects from the old site point at
 * them), so an option on the wrong page counts as missing.
 */
const PAGE_FOR_OPTION: Record<string, string> = {
  amd: 'other-options',
  bail: 'other-options',
  cache: 'cache',
  context: 'entry-context',
  dependencies: 'other-options',
  devServer: 'dev-server',
  devtool: 'devtool',
  dotenv: 'dotenv',
  entry: 'entry-context',
  experiments: 'experiments',
  extends: 'extending-configurations',
  externals: 'externals',
  externalsPresets: 'externals',
  externalsType: 'externals',
  ignoreWarnings: 'other-options',
  infrastructureLogging: 'infrastructureLogging',
  loader: 'other-options',
  mode: 'mode',
  module: 'module',
  name: 'other-options',
  node: 'node',
  optimization: 'optimization',
  output: 'output',
  parallelism: 'other-options',
  performance: 'performance',
  plugins: 'plugins',
  profile: 'other-options',
  recordsInputPath: 'other-options',
  recordsOutputPath: 'other-options',
  recordsPath: 'other-options',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  snapshot: 'other-options',
  stats: 'stats',
  target: 'target',
  validate: 'other-options',
  watch: 'watch',
  watchOptions: 'watch',
};

/**
 * Headings that describe schema objects which have no option path of their own
 * (items of `module.rules`, values of `entry`). They are checked against the
 * schema definition named here, and every property of it needs a heading.
 */
const DEFINITION_PREFIXES: Record<string, { definition: string; page: string }> = {
  Rule: { definition: 'RuleSetRule', page: 'module' },
  EntryDescription: { definition: 'EntryDescription', page: 'entry-context' },
};

interface PageHeading extends Heading {
  page: string;
}

function readConfigHeadings(): PageHeading[] {
  return fs
    .readdirSync(CONFIG_DOCS)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .flatMap((file) => {
      const { body } = parseMarkdown(fs.readFileSync(path.join(CONFIG_DOCS, file), 'utf8'));
      const page = file.replace(/\.mdx?$/, '');
      return extractHeadings(body).map((heading) => ({ ...heading, page }));
    });
}

const topLevelOptions = propertyNames(schema);

/**
 * How an option path reads as a heading title once `extractHeadings` has
 * removed inline Markdown. Comparing through the same function keeps this test
 * in step with the helper.
 */
function asHeadingTitle(optionPath: string): string {
  return headingText(`\`${optionPath}\``);
}

/** Names of the object properties `node` accepts, through unions and array items. */
function childNames(root: JsonSchema, node: JsonSchema, depth = 0): string[] {
  if (depth > 10) return [];
  const resolved = resolveRef(root, node);
  const names = new Set(propertyNames(root, resolved));
  const items = resolved.items;
  const branches = [
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
  ];
  if (items && !Array.isArray(items)) branches.push(items);
  for (const branch of branches)
    childNames(root, branch, depth + 1).forEach((name) => names.add(name));
  return [...names];
}

/** Child schema of `node` whose name (or heading form of it) is `segment`. */
function childSchema(
  root: JsonSchema,
  node: JsonSchema,
  segment: string,
  depth = 0,
): JsonSchema | undefined {
  if (depth > 10) return undefined;
  const name = childNames(root, node).find((n) => n === segment || asHeadingTitle(n) === segment);
  if (name === undefined) return undefined;
  const direct = propertySchema(root, name, node);
  if (direct) return direct;
  const resolved = resolveRef(root, node);
  const branches = [
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
  ];
  const items = resolved.items;
  if (items && !Array.isArray(items)) branches.push(items);
  for (const branch of branches) {
    const found = childSchema(root, branch, segment, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Walks a dotted option path through a schema; undefined when any segment is unknown. */
function schemaAt(root: JsonSchema, start: JsonSchema, segments: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = start;
  for (const segment of segments) {
    if (!node) return undefined;
    node = childSchema(root, node, segment);
  }
  return node;
}

/** All `top` and `top.second` option paths the installed schema accepts. */
function schemaOptionPaths(): string[] {
  const paths: string[] = [];
  for (const top of topLevelOptions) {
    paths.push(top);
    const node = propertySchema(schema, top);
    if (!node) continue;
    for (const second of propertyNames(schema, node)) paths.push(`${top}.${second}`);
  }
  return paths;
}

/** `devServer` is `object` in webpack's schema; its options come from webpack-dev-server's schema. */
function devServerOptionPaths(): string[] {
  return ['devServer', ...propertyNames(devServerSchema).map((name) => `devServer.${name}`)];
}

function definitionOptionPaths(): string[] {
  return Object.entries(DEFINITION_PREFIXES).flatMap(([prefix, { definition }]) => {
    const node = (schema.definitions ?? {})[definition];
    if (!node) throw new Error(`webpack's schema has no definition ${definition}`);
    return propertyNames(schema, node).map((name) => `${prefix}.${name}`);
  });
}

/** A heading that reads as an option path: identifier segments joined by dots, nothing else. */
const OPTION_PATH = /^[A-Za-z_$][\w$]*(?:\.[\w$/-]+)*$/;

function isOptionLike(title: string): boolean {
  if (!OPTION_PATH.test(title)) return false;
  const first = title.split('.')[0]!;
  return topLevelOptions.includes(first) || first in DEFINITION_PREFIXES;
}

/** Whether a heading's option path exists in the schema it belongs to. */
function existsInSchema(title: string): boolean {
  const [first, ...rest] = title.split('.');
  if (first === 'devServer') {
    return rest.length === 0 || schemaAt(devServerSchema, devServerSchema, rest) !== undefined;
  }
  const prefix = DEFINITION_PREFIXES[first!];
  if (prefix) {
    const node = (schema.definitions ?? {})[prefix.definition];
    return node !== undefined && rest.length > 0 && schemaAt(schema, node, rest) !== undefined;
  }
  return schemaAt(schema, schema, [first!, ...rest]) !== undefined;
}

function pageFor(optionPath: string): string | undefined {
  const first = optionPath.split('.')[0]!;
  return DEFINITION_PREFIXES[first]?.page ?? PAGE_FOR_OPTION[first];
}

const headings = readConfigHeadings();

describe('configuration reference vs. webpack schema', () => {
  test('the schema and the pages are where this test expects them', () => {
    expect(topLevelOptions.length).toBeGreaterThan(30);
    expect(topLevelOptions).toContain('output');
    expect(headings.length).toBeGreaterThan(0);
  });

  test('every top-level option is assigned to a configuration page that exists', () => {
    const pages = new Set(headings.map((h) => h.page));
    const problems = topLevelOptions.flatMap((name) => {
      const page = PAGE_FOR_OPTION[name];
      if (!page) return [`${name}: no page assigned in PAGE_FOR_OPTION`];
      if (!pages.has(page)) return [`${name}: docs/configuration/${page}.md has no headings`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  test('PAGE_FOR_OPTION names only options the schema has', () => {
    expect(Object.keys(PAGE_FOR_OPTION).filter((name) => !topLevelOptions.includes(name))).toEqual(
      [],
    );
  });

  test('the skip list names only real options, each with a reason', () => {
    const all = new Set(schemaOptionPaths());
    const bad = Object.entries(SKIPPED_OPTIONS)
      .filter(([option, reason]) => !all.has(option) || reason.trim().length < 10)
      .map(([option]) => option);
    expect(bad).toEqual([]);
  });

  test('every top-level and second-level option has a heading on its page', () => {
    const byPage = new Set(headings.map((h) => `${h.page}#${h.title}`));
    const expected = [
      ...schemaOptionPaths(),
      ...devServerOptionPaths(),
      ...definitionOptionPaths(),
    ];
    const missing = expected
      .filter((option) => !(option in SKIPPED_OPTIONS))
      .filter((option) => !byPage.has(`${pageFor(option)}#${asHeadingTitle(option)}`))
      .map((option) => `${option} (expected on docs/configuration/${pageFor(option)}.md)`);
    expect(missing).toEqual([]);
  });

  test('no heading names an option the schema does not have', () => {
    const unknown = headings
      .filter((h) => isOptionLike(h.title) && !existsInSchema(h.title))
      .map((h) => `docs/configuration/${h.page}.md: "${h.title}"`);
    expect(unknown).toEqual([]);
  });

  test('no option heading appears twice on a page', () => {
    const seen = new Map<string, number>();
    for (const h of headings.filter((heading) => isOptionLike(heading.title))) {
      const key = `docs/configuration/${h.page}.md: ${h.title}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });
});

// Self-checks of the path logic, so a broken walker cannot make the checks above pass vacuously.
describe('schema path walker', () => {
  test.each([
    ['output.filename', true],
    ['output.library.type', true],
    ['optimization.splitChunks.cacheGroups', true],
    ['module.parser.javascript.importMeta', true],
    ['Rule.use', true],
    ['EntryDescription.dependOn', true],
    ['devServer.port', true],
    ['output.fileName', false],
    ['resolve.aliases', false],
    ['devServer.notAnOption', false],
    ['Rule.tests', false],
  ])('%s exists: %s', (title, exists) => {
    expect(isOptionLike(title)).toBe(true);
    expect(existsInSchema(title)).toBe(exists);
  });

  test('option names that contain Markdown emphasis characters still match', () => {
    expect(existsInSchema(asHeadingTitle('node.__dirname'))).toBe(true);
    expect(existsInSchema(asHeadingTitle('module.parser.javascript/auto'))).toBe(true);
  });

  test('prose headings are not treated as options', () => {
    expect(isOptionLike('Examples')).toBe(false);
    expect(isOptionLike('output.filename placeholders')).toBe(false);
    expect(isOptionLike('Template strings')).toBe(false);
  });
});
