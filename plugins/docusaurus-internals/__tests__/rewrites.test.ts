/**
 * The rewrites in plugins/docusaurus-internals: what each keeps and drops, and that each fails the
 * build, naming itself, when the generated file's shape changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { emptyDocsMap } from '../docsVersionData.cjs';
import * as shim from '../tslibShim';
import docusaurusInternalsPlugin, {
  DOCS_VERSION_DATA,
  TSLIB_SHIM,
  replaceUtilsCommonTslib,
} from '..';

const DOCS_METADATA_LOADER = path.join(__dirname, '../docsVersionData.cjs');
class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: unknown,
  ) {}
}
const bundler = {
  currentBundler: { instance: { NormalModuleReplacementPlugin: FakeReplacement } },
};
type Configured = {
  module: { rules: { test: RegExp; use: { loader: string }[] }[] };
  plugins?: FakeReplacement[];
};
function configure(isServer: boolean): Configured {
  return (
    docusaurusInternalsPlugin().configureWebpack as unknown as (
      c: object,
      s: boolean,
      u: typeof bundler,
    ) => Configured
  )({}, isServer, bundler);
}

/** The plugin applies `loader` to modules matching `test` on the server and in the browser alike. */
function expectRuleInBothBundles(test: RegExp, loader: string): void {
  const rule = { test, use: [{ loader }] };
  expect(configure(true).module.rules).toContainEqual(rule);
  expect(configure(false).module.rules).toContainEqual(rule);
}

describe('docs version data', () => {
  const source = JSON.stringify({
    pluginId: 'default',
    version: {
      docsSidebars: {
        concepts: [
          { type: 'link', href: '/concepts/', label: 'Concepts', docId: 'concepts/index' },
        ],
      },
      docs: {
        'concepts/index': {
          id: 'concepts/index',
          title: 'Concepts',
          description: 'A long description',
          sidebar: 'concepts',
        },
        'concepts/output': { id: 'concepts/output', title: 'Output', sidebar: 'concepts' },
      },
    },
  });

  it('loses the docs map (read only by DocCard) and keeps the sidebars and the rest', () => {
    const lean = JSON.parse(emptyDocsMap(source));
    const original = JSON.parse(source);
    original.version.docs = {};
    expect(lean).toEqual(original);
    expect(lean.version.docsSidebars.concepts[0].docId).toBe('concepts/index');
  });

  it('fails the build, naming itself, when the data has no docs map any more', () => {
    expect(() => emptyDocsMap('{"a":[1,2]}')).toThrow('docsVersionData.cjs');
  });

  it("matches the docs plugin's generated data module, not other JSON", () => {
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json').toMatch(
      DOCS_VERSION_DATA,
    );
    expect(
      'C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\index-466.json',
    ).toMatch(DOCS_VERSION_DATA);
    expect(
      '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-concepts-index-md-abc.json',
    ).not.toMatch(DOCS_VERSION_DATA);
    expect('/site/.docusaurus/globalData.json').not.toMatch(DOCS_VERSION_DATA);
  });

  it('applies the loader on the server and in the browser', () => {
    expectRuleInBothBundles(DOCS_VERSION_DATA, DOCS_METADATA_LOADER);
  });
});

describe('tslib for @docusaurus/utils-common', () => {
  it('replaces tslib only when utils-common asks for it', () => {
    const fromUtils = {
      request: 'tslib',
      contextInfo: { issuer: '/nm/@docusaurus/utils-common/lib/index.js' },
    };
    replaceUtilsCommonTslib(fromUtils);
    expect(fromUtils.request).toBe(TSLIB_SHIM);
    const fromOther = { request: 'tslib', contextInfo: { issuer: '/nm/some-package/index.js' } };
    replaceUtilsCommonTslib(fromOther);
    expect(fromOther.request).toBe('tslib');
  });

  it('provides every tslib helper utils-common uses (an upgrade that needs more fails here)', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const used = new Set<string>();
    for (const file of fs.readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      for (const match of fs
        .readFileSync(path.join(lib, file), 'utf8')
        .matchAll(/tslib_\d+\.(__\w+)/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used)
      expect({ helper, provided: typeof (shim as Record<string, unknown>)[helper] }).toEqual({
        helper,
        provided: 'function',
      });
  });

  it('behaves like tslib.__importDefault', () => {
    const esm = { __esModule: true, default: 1 };
    expect(shim.__importDefault(esm)).toBe(esm);
    expect(shim.__importDefault(42)).toEqual({ default: 42 });
  });
});
