/**
 * The webpack 4 configuration reference (/v4/configuration/) covers webpack
 * 4.47.0's schema: every top-level option has a heading on its page, and at
 * least 95% of the second-level options do (the properties of each top-level
 * option's object form, webpack-dev-server 3.11.3's options under `devServer`,
 * and the properties of a `module.rules` item as `Rule.*`). No heading names
 * an option webpack 4 does not have, so a webpack 5 option left on a page fails.
 */
import { headingText, parseMarkdown } from '../../../plugins/content-model/lib/markdown';
import { propertyNames, propertySchema, schemaAtPath } from '../../helpers/schema-options';
import {
  DEFINITION_PREFIXES_V4,
  devServerSchema3,
  PAGE_FOR_OPTION_V4,
  readV4Page,
  schema4,
  v4Headings,
  v4PageFiles,
} from '../../helpers/v4-config-pages';

const MIN_SECOND_LEVEL = 0.95;

const topLevelOptions = propertyNames(schema4);
const headings = v4Headings();
const byPage = new Set(headings.map((h) => `${h.page}#${h.title}`));

/** How an option path reads as a heading title (`` `node.__dirname` `` keeps its underscores). */
const asHeadingTitle = (optionPath: string) => headingText(`\`${optionPath}\``);

function secondLevelPaths(): string[] {
  const paths: string[] = [];
  for (const top of topLevelOptions) {
    const node = propertySchema(schema4, top);
    if (!node) continue;
    for (const second of propertyNames(schema4, node)) paths.push(`${top}.${second}`);
  }
  paths.push(...propertyNames(devServerSchema3).map((name) => `devServer.${name}`));
  for (const [prefix, { definition }] of Object.entries(DEFINITION_PREFIXES_V4)) {
    paths.push(
      ...propertyNames(schema4, schema4.definitions![definition]!).map(
        (name) => `${prefix}.${name}`,
      ),
    );
  }
  return paths;
}

function pageFor(optionPath: string): string | undefined {
  const first = optionPath.split('.')[0]!;
  return DEFINITION_PREFIXES_V4[first]?.page ?? PAGE_FOR_OPTION_V4[first];
}

const documented = (optionPath: string) =>
  byPage.has(`${pageFor(optionPath)}#${asHeadingTitle(optionPath)}`);

/** A heading that reads as an option path of webpack 4 or 5 (a webpack 5 option left on a v4 page must be caught). */
function isOptionLike(title: string): boolean {
  if (!/^[A-Za-z_$][\w$]*(?:\.[\w$/-]+)*$/.test(title)) return false;
  const first = title.split('.')[0]!;
  return (
    topLevelOptions.includes(first) ||
    first in DEFINITION_PREFIXES_V4 ||
    [
      'experiments',
      'snapshot',
      'externalsType',
      'externalsPresets',
      'ignoreWarnings',
      'EntryDescription',
      'dotenv',
      'extends',
      'validate',
    ].includes(first)
  );
}

function existsInV4(title: string): boolean {
  const [first, ...rest] = title.split('.');
  if (first === 'devServer')
    return rest.length === 0 || schemaAtPath(devServerSchema3, rest.join('.')) !== undefined;
  const prefix = DEFINITION_PREFIXES_V4[first!];
  if (prefix)
    return (
      rest.length > 0 &&
      schemaAtPath(schema4, rest.join('.'), schema4.definitions![prefix.definition]!) !== undefined
    );
  return schemaAtPath(schema4, title) !== undefined;
}

describe('v4 configuration reference vs. webpack 4 schema', () => {
  test('the schema is webpack 4 and the pages exist', () => {
    expect(topLevelOptions).toContain('serve');
    expect(topLevelOptions).not.toContain('experiments');
    expect(headings.length).toBeGreaterThan(0);
  });

  test('PAGE_FOR_OPTION_V4 assigns exactly the schema options to pages that exist', () => {
    const pages = new Set(headings.map((h) => h.page));
    expect(Object.keys(PAGE_FOR_OPTION_V4).sort()).toEqual([...topLevelOptions].sort());
    expect(Object.values(PAGE_FOR_OPTION_V4).filter((page) => !pages.has(page))).toEqual([]);
  });

  test('every top-level option has a heading on its page', () => {
    const missing = topLevelOptions
      .filter((option) => !documented(option))
      .map((o) => `${o} (expected on ${pageFor(o)}.md)`);
    console.log(
      `webpack 4 top-level options documented: ${topLevelOptions.length - missing.length}/${topLevelOptions.length}`,
    );
    expect(missing).toEqual([]);
  });

  test(`at least ${MIN_SECOND_LEVEL * 100}% of the second-level options have a heading on their page`, () => {
    const all = secondLevelPaths();
    const missing = all.filter((option) => !documented(option));
    const share = (all.length - missing.length) / all.length;
    console.log(
      `webpack 4 second-level options documented: ${all.length - missing.length}/${all.length} (${(share * 100).toFixed(1)}%)` +
        (missing.length ? `; missing: ${missing.join(', ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(MIN_SECOND_LEVEL);
  });

  test('no heading names an option webpack 4 does not have', () => {
    const unknown = headings
      .filter((h) => isOptionLike(h.title) && !existsInV4(h.title))
      .map((h) => `${h.page}.md: "${h.title}"`);
    expect(unknown).toEqual([]);
  });

  test('no option heading appears twice on a page', () => {
    const seen = new Map<string, number>();
    for (const h of headings.filter((heading) => isOptionLike(heading.title))) {
      const key = `${h.page}.md: ${h.title}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  test('the ids other pages link to: webpack 4 options that webpack 5 removed keep their heading ids', () => {
    const ids = new Set(headings.map((h) => `${h.page}#${h.id}`));
    expect(
      [
        'output#outputjsonpfunction',
        'output#outputfutureemitassets',
        'node#nodeprocess',
        'optimization#optimizationoccurrenceorder',
      ].filter((id) => !ids.has(id)),
    ).toEqual([]);
  });
});

describe('v4 configuration pages: links', () => {
  /** Markdown link targets outside code fences and inline code. */
  const links = v4PageFiles().flatMap((file) => {
    const { body } = parseMarkdown(readV4Page(file));
    const prose = body.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
    return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ file, url: m[1]! }));
  });

  test('links within the section reach a page and a heading that exist', () => {
    const ids = new Set(headings.map((h) => `${h.page}#${h.id}`));
    const pages = new Set(headings.map((h) => h.page));
    const broken = links
      .map(({ file, url }) => {
        const own = file.replace(/\.mdx?$/, '');
        const m = /^(?:\/v4\/configuration\/([^/#]*)\/?)?(?:#(.+))?$/.exec(url);
        if (!m || (!url.startsWith('/v4/configuration/') && !url.startsWith('#'))) return undefined;
        const page = m[1] === undefined ? own : m[1] === '' ? 'index' : m[1];
        if (!pages.has(page)) return `${file}: ${url} (no page ${page}.md)`;
        if (m[2] && !ids.has(`${page}#${m[2]}`))
          return `${file}: ${url} (no heading #${m[2]} on ${page}.md)`;
        return undefined;
      })
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  test('no link leaves the webpack 4 docs for a webpack 5 page', () => {
    const v5 = links.filter(({ url }) =>
      /^\/(api|concepts|configuration|guides|loaders|migrate|plugins)\//.test(url),
    );
    expect(v5.map(({ file, url }) => `${file}: ${url}`)).toEqual([]);
  });
});

describe('v4 schema path walker', () => {
  test.each([
    ['output.jsonpFunction', true],
    ['node.process', true],
    ['optimization.splitChunks.automaticNameDelimiter', true],
    ['Rule.loaders', true],
    ['devServer.contentBase', true],
    ['output.clean', false],
    ['experiments.topLevelAwait', false],
    ['devServer.static', false],
    ['Rule.scheme', false],
  ])('%s exists in webpack 4: %s', (title, exists) => {
    expect(isOptionLike(title)).toBe(true);
    expect(existsInV4(title)).toBe(exists);
  });
});
