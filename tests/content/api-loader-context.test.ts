/**
 * Runtime and loader APIs that webpack declares in its type files must be documented:
 * - docs/api/loaders.md: one `` ### `this.member` `` heading per member of the loader
 *   context (the interfaces that make up `LoaderContextNormalModule` in types.d.ts),
 * - docs/api/module-variables.md and module-methods.md: the globals, `import.meta`
 *   members, `module.*` and `require.*` members declared in module.d.ts,
 * - docs/api/hot-module-replacement.md: one `` ### `module.hot.member` `` heading per
 *   member of the `webpack.Hot` interface.
 * Headings that name something webpack does not declare fail, unless the name is
 * in an explicit list of extras that the test finds in webpack's own source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeHeadingSections, inlineCodeSpans, readApiPage } from '../helpers/api-docs';
import {
  interfaceMembers,
  loaderContextInterfaces,
  moduleApi,
  WEBPACK_DIR,
} from '../helpers/webpack-types';

const loadersPage = readApiPage('loaders');
const variablesPage = readApiPage('module-variables');
const methodsPage = readApiPage('module-methods');
const hmrPage = readApiPage('hot-module-replacement');

const titles = (page: ReturnType<typeof readApiPage>) =>
  new Set(codeHeadingSections(page).map((s) => s.title));

/** Concatenated JavaScript sources of webpack's lib/ folder, to confirm that extra names are real. */
function webpackLibSource(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) parts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(WEBPACK_DIR, 'lib'));
  return parts.join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('loader context (this in a loader) on /api/loaders/', () => {
  const interfaces = loaderContextInterfaces();
  const members = interfaces.flatMap((name) =>
    interfaceMembers(name).map((m) => ({ ...m, from: name })),
  );
  const headingTitles = titles(loadersPage);
  const documented = [...headingTitles].filter((t) => t.startsWith('this.'));

  test('types.d.ts still composes the loader context from interfaces (guard)', () => {
    expect(interfaces.length).toBeGreaterThanOrEqual(4);
    expect(members.map((m) => m.name)).toEqual(
      expect.arrayContaining(['async', 'callback', 'getOptions', 'resourcePath']),
    );
  });

  test('every member has a `this.member` heading', () => {
    const missing = members
      .filter((m) => !headingTitles.has(`this.${m.name}`))
      .map((m) => `this.${m.name} (${m.from})`);
    expect(missing).toEqual([]);
  });

  test('every `this.` heading is a declared member', () => {
    const names = new Set(members.map((m) => `this.${m.name}`));
    expect(documented.filter((t) => !names.has(t))).toEqual([]);
  });

  test('the this.utils section names every helper of LoaderContextUtils', () => {
    const section = codeHeadingSections(loadersPage).find((s) => s.title === 'this.utils');
    const spans = inlineCodeSpans(section?.content ?? '').join(' ') + (section?.content ?? '');
    const missing = interfaceMembers('LoaderContextUtils')
      .map((m) => m.name)
      .filter((name) => !spans.includes(name));
    expect(missing).toEqual([]);
  });
});

describe('module variables and methods from module.d.ts', () => {
  const api = moduleApi();
  const variableTitles = titles(variablesPage);
  const methodTitles = titles(methodsPage);
  const both = new Set([...variableTitles, ...methodTitles]);
  const libSource = webpackLibSource();

  /**
   * Names these pages document although module.d.ts does not declare them. Each one
   * must appear in webpack's lib/ sources, where the parser plugins handle it.
   */
  const EXTRAS = [
    'module.loaded',
    'module.id',
    'module.exports',
    'exports',
    '__dirname',
    '__filename',
    '__webpack_module__',
    '__webpack_module__.id',
    '__webpack_layer__',
    '__webpack_global__',
    'import.meta.main',
    'import.meta.dirname',
    'import.meta.filename',
    'import.meta.resolve',
    'require.cache',
    'require.resolve',
  ];

  test('module.d.ts parsing found the API (guard)', () => {
    expect(api.globals).toEqual(
      expect.arrayContaining(['__webpack_public_path__', '__webpack_require__']),
    );
    expect(api.importMeta).toEqual(expect.arrayContaining(['webpackHot', 'webpackContext']));
    expect(api.require).toEqual(expect.arrayContaining(['context', 'ensure']));
    expect(api.hot).toEqual(expect.arrayContaining(['accept', 'dispose']));
  });

  test('every declared global has a heading on module-variables', () => {
    expect(api.globals.filter((g) => !variableTitles.has(g))).toEqual([]);
  });

  test('every free variable that webpack replaces (APIPlugin) has a heading on module-variables', () => {
    // module.d.ts does not declare all of them (`__webpack_global__` is missing there), so read the parser plugin.
    const source = fs.readFileSync(path.join(WEBPACK_DIR, 'lib/javascript/APIPlugin.js'), 'utf8');
    const start = source.indexOf('function getReplacements()');
    const body = source.slice(start, source.indexOf('\n}\n', start));
    const replaced = [...body.matchAll(/^\t\t(\w+): \{/gm)].map((m) => m[1]!);
    expect(replaced).toEqual(
      expect.arrayContaining(['__webpack_require__', '__webpack_public_path__']),
    );
    expect(replaced.filter((name) => !variableTitles.has(name))).toEqual([]);
  });

  test('every module.* member has a heading on module-variables', () => {
    expect(api.module.filter((m) => !variableTitles.has(`module.${m}`))).toEqual([]);
  });

  test('every import.meta member has a heading on module-variables or module-methods', () => {
    expect(api.importMeta.filter((m) => !both.has(`import.meta.${m}`))).toEqual([]);
  });

  test('every require.* member has a heading on module-methods', () => {
    expect(api.require.filter((m) => !methodTitles.has(`require.${m}`))).toEqual([]);
  });

  test('the require.context section names the members of the context function', () => {
    const section = codeHeadingSections(methodsPage).find((s) => s.title === 'require.context');
    const text = section?.content ?? '';
    expect(api.context.filter((m) => !new RegExp(`\\.${escape(m)}\\b`).test(text))).toEqual([]);
  });

  test('headings that name module APIs are declared in module.d.ts or are verified extras', () => {
    const declared = new Set([
      ...api.globals,
      ...api.importMeta.map((m) => `import.meta.${m}`),
      ...api.module.map((m) => `module.${m}`),
      ...api.require.map((m) => `require.${m}`),
    ]);
    const looksLikeApi =
      /^(__\w+__(\.\w+)?|import\.meta\.\w+|module\.\w+|require\.\w+|exports|__dirname|__filename)$/;
    const unknown = [...both].filter(
      (t) => looksLikeApi.test(t) && !declared.has(t) && !EXTRAS.includes(t),
    );
    expect(unknown).toEqual([]);
  });

  test('each extra name appears in webpack lib/ sources', () => {
    const missing = EXTRAS.filter(
      (name) => !new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`).test(libSource),
    );
    expect(missing).toEqual([]);
  });
});

describe('module.hot on /api/hot-module-replacement/', () => {
  const api = moduleApi();
  const hmrTitles = titles(hmrPage);

  test('every member of webpack.Hot has a `module.hot.member` heading', () => {
    expect(api.hot.filter((m) => !hmrTitles.has(`module.hot.${m}`))).toEqual([]);
  });

  test('every `module.hot.` heading is a member of webpack.Hot', () => {
    const names = new Set(api.hot.map((m) => `module.hot.${m}`));
    expect([...hmrTitles].filter((t) => t.startsWith('module.hot.') && !names.has(t))).toEqual([]);
  });
});
