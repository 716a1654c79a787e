/**
 * The module API pages of the webpack 4 docs (module-methods, module-variables,
 * hot-module-replacement under versioned_docs/version-4/api/) against webpack 4.47.0's own
 * sources: webpack 4 ships no module.d.ts, so the names come from the parser plugins that
 * handle them and from the HMR runtime that builds `module.hot`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeHeadingSections, readApiPage } from '../../helpers/api-docs';
import { webpack4PackageDir } from '../../helpers/api-versions';

const LIB = path.join(webpack4PackageDir('webpack'), 'lib');
const read = (file: string) => fs.readFileSync(path.join(LIB, file), 'utf8');

const methods = readApiPage('module-methods', '4');
const variables = readApiPage('module-variables', '4');
const hmr = readApiPage('hot-module-replacement', '4');
const titles = (page: ReturnType<typeof readApiPage>) =>
  codeHeadingSections(page).map((s) => s.title);
const both = new Set([...titles(methods), ...titles(variables)]);

/** The keys of a `const NAME = { key: …, "a.b": … }` object literal in a webpack source file. */
function objectKeys(source: string, constName: string): string[] {
  const body = new RegExp(`const ${constName} = \\{([\\s\\S]*?)\\n\\};`).exec(source)?.[1];
  if (!body) throw new Error(`no object ${constName}`);
  return [...body.matchAll(/^\t"?([\w.]+)"?:/gm)].map((m) => m[1]!);
}

/** Names a parser plugin handles with `.for("name")`, minus those it reports as unsupported. */
function handledNames(source: string): string[] {
  const unsupported = new Set(
    [...source.matchAll(/"([\w.]+) is not supported by webpack[.]/g)].map((m) => m[1]!),
  );
  return [...new Set([...source.matchAll(/\.for\("([\w.]+)"\)/g)].map((m) => m[1]!))].filter(
    (n) => !unsupported.has(n),
  );
}

/** Every name webpack 4 gives bundled code, read from the plugins that provide them. */
function webpack4ModuleApi(): string[] {
  const names = new Set<string>([
    ...objectKeys(read('APIPlugin.js'), 'REPLACEMENTS'),
    ...objectKeys(read('ExtendedAPIPlugin.js'), 'REPLACEMENTS'),
    ...handledNames(read('CommonJsStuffPlugin.js')),
    ...handledNames(read('NodeStuffPlugin.js')),
    ...handledNames(read('ConstPlugin.js')),
    ...handledNames(read('dependencies/AMDPlugin.js')),
    ...handledNames(read('dependencies/SystemPlugin.js')),
    ...fs
      .readdirSync(path.join(LIB, 'dependencies'))
      .filter((f) => f.endsWith('ParserPlugin.js'))
      .flatMap((f) => handledNames(read(`dependencies/${f}`))),
  ]);
  // Only member-style API names: `require`, `define`, `module` and `exports` themselves are the
  // module formats the pages describe in prose and code; the parser's `javascript/auto` keys are types.
  return [...names].filter((n) => /^(__\w+|\w+\.[\w.]+)$/.test(n) && !n.startsWith('javascript'));
}

/** The members of the object webpack 4's HMR runtime creates as `module.hot`. */
function hotMembers(): string[] {
  const source = read('HotModuleReplacement.runtime.js');
  const start = source.indexOf('function hotCreateModule');
  const body = source.slice(start, source.indexOf('return hot;', start));
  return [...body.matchAll(/^\t\t\t(\w+):/gm)].map((m) => m[1]!).filter((n) => !n.startsWith('_'));
}

const api = webpack4ModuleApi();
const libSource = fs
  .readdirSync(LIB, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.js'))
  .map((f) => read(f))
  .join('\n');

test('the sources were read (a guard for this test itself)', () => {
  expect(api).toEqual(
    expect.arrayContaining([
      '__webpack_public_path__',
      'require.ensure',
      'require.context',
      'module.hot',
      '__resourceQuery',
    ]),
  );
  expect(api).not.toContain('require.main.require');
  expect(hotMembers()).toEqual(expect.arrayContaining(['accept', 'dispose', 'check', 'status']));
});

test('every name webpack 4 provides to bundled code has a heading on module-methods or module-variables', () => {
  expect(api.filter((name) => !both.has(name))).toEqual([]);
});

test('every API-name heading on the two pages is a name webpack 4 lib/ handles', () => {
  const looksLikeApi =
    /^(__\w+__(\.\w+)?|__\w+|module\.\w+|require\.\w+|define\.\w+|System\.\w+|exports|import\.meta(\.\w+)?)$/;
  const unknown = [...both].filter(
    (t) =>
      looksLikeApi.test(t) &&
      !new RegExp(`["'.]?${t.replace(/[.$]/g, '\\$&')}["':]`).test(libSource),
  );
  expect(unknown).toEqual([]);
});

test('no heading documents import.meta, which webpack 4 cannot parse', () => {
  expect([...both, ...titles(hmr)].filter((t) => t.startsWith('import.meta'))).toEqual([]);
});

test('every member of module.hot has a `module.hot.member` heading, and every such heading is a member', () => {
  const members = hotMembers();
  const headings = titles(hmr).filter((t) => t.startsWith('module.hot.'));
  expect(members.filter((m) => !headings.includes(`module.hot.${m}`))).toEqual([]);
  expect(headings.filter((h) => !members.includes(h.slice('module.hot.'.length)))).toEqual([]);
});

test('the status table of the HMR page lists exactly the states the webpack 4 runtime sets', () => {
  const source = read('HotModuleReplacement.runtime.js');
  const states = new Set([...source.matchAll(/hotSetStatus\("(\w+)"\)/g)].map((m) => m[1]!));
  states.add(/var hotStatus = "(\w+)"/.exec(source)![1]!);
  const section = codeHeadingSections(hmr).find((s) => s.title === 'module.hot.status');
  const documented = new Set(
    [...(section?.content ?? '').matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!),
  );
  expect([...documented].sort()).toEqual([...states].sort());
});
