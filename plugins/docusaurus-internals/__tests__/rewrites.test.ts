/**
 * The rewrites in plugins/docusaurus-internals: what each keeps and drops, and that each fails the
 * build, naming itself, when the generated file's shape changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDocsMap } from '../docsVersionData.cjs';
import { emptyModuleNames } from '../registryModuleNames.cjs';
import {
  registryLoader,
  routeChunkNamesLoader,
  shortChunkNameMap,
  shortenRegistry,
  shortenRouteChunkNames,
} from '../shortChunkNames.cjs';
import registryChunkNamesLoader from '../registryChunkNames.cjs';
import routeChunkNamesLoaderModule from '../routeChunkNames.cjs';
import * as shim from '../tslibShim';
import docusaurusInternalsPlugin, {
  CHUNK_REGISTRY,
  DOCS_VERSION_DATA,
  ROUTE_CHUNK_NAMES,
  ROUTE_TABLE,
  TSLIB_SHIM,
  replaceUtilsCommonTslib,
} from '..';

const DOCS_METADATA_LOADER = path.join(__dirname, '../docsVersionData.cjs');
const REGISTRY_LOADER = path.join(__dirname, '../registryModuleNames.cjs');
const REGISTRY_CHUNK_NAMES_LOADER = path.join(__dirname, '../registryChunkNames.cjs');
const ROUTE_CHUNK_NAMES_LOADER = path.join(__dirname, '../routeChunkNames.cjs');
const LAZY_ROUTES_LOADER = path.join(__dirname, '../lazyRoutesLoader.cjs');
const lazy = (table: string) => ({ loader: LAZY_ROUTES_LOADER, options: { table } });

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

describe('chunk registry module names', () => {
  const registry = `export default {
  "0141f8ac": [() => import(/* webpackChunkName: "0141f8ac" */ "@site/docs/plugins/hmr.md"), "@site/docs/plugins/hmr.md", require.resolveWeak("@site/docs/plugins/hmr.md")],
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],};
`;

  it('empties the module names and keeps loaders and weak ids', () => {
    const out = emptyModuleNames(registry);
    expect(out).toContain(
      'import(/* webpackChunkName: "0141f8ac" */ "@site/docs/plugins/hmr.md"), "", require.resolveWeak("@site/docs/plugins/hmr.md")]',
    );
    expect(out).toContain(
      '"@generated/docusaurus.config"), "", require.resolveWeak("@generated/docusaurus.config")]',
    );
    expect(out.match(/"@site\/docs\/plugins\/hmr\.md"/g)).toHaveLength(2);
  });

  it('fails the build, naming itself, on a registry of another shape', () => {
    expect(() => emptyModuleNames('export default { a: [load, "name", 12] };')).toThrow(
      'registryModuleNames.cjs',
    );
  });

  it('applies to the browser bundle only', () => {
    // run last to first: short names, the docs pages' entries out (lazyRoutes.cjs), no module names
    const rule = {
      test: CHUNK_REGISTRY,
      use: [{ loader: REGISTRY_LOADER }, lazy('registry'), { loader: REGISTRY_CHUNK_NAMES_LOADER }],
    };
    expect(configure(false).module.rules).toContainEqual(rule);
    expect(
      configure(true).module.rules.some((r) => String(r.test) === String(CHUNK_REGISTRY)),
    ).toBe(false);
    expect('/site/.docusaurus/registry.js').toMatch(CHUNK_REGISTRY);
    expect('/site/.docusaurus/routes.js').not.toMatch(CHUNK_REGISTRY);
  });
});

describe('short route chunk names', () => {
  const registry = `export default {
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],
  "0141f8ac": [() => import(/* webpackChunkName: "0141f8ac" */ "@site/docs/plugins/hmr.md"), "@site/docs/plugins/hmr.md", require.resolveWeak("@site/docs/plugins/hmr.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

  it('gives each registry name a short name, in sorted order, starting with a letter', () => {
    expect([...shortChunkNameMap(registry)]).toEqual([
      ['0141f8ac', 'c0'],
      ['17896441', 'c1'],
      ['5e9f5e1a', 'c2'],
    ]);
  });

  it('renames the registry keys and the chunk names of their imports together, and nothing else', () => {
    const out = shortenRegistry(registry);
    expect(out).toContain(
      '"c0": [() => import(/* webpackChunkName: "c0" */ "@site/docs/plugins/hmr.md"), "@site/docs/plugins/hmr.md"',
    );
    expect(out).toContain('"c1": [() => import(/* webpackChunkName: "c1" */ "@theme/DocItem")');
    expect(out).not.toMatch(/0141f8ac|17896441|5e9f5e1a/);
    // and it still empties module names afterwards
    expect(emptyModuleNames(out)).toContain(
      '"@site/docs/plugins/hmr.md"), "", require.resolveWeak(',
    );
  });

  it('renames every name of the route table the same way, nested entries included', () => {
    const table = {
      '/plugins/hmr/-abc': { __comp: '17896441', content: '0141f8ac' },
      '/x/-def': { items: [{ content: '0141f8ac' }] },
    };
    expect(shortenRouteChunkNames(table, shortChunkNameMap(registry))).toEqual({
      '/plugins/hmr/-abc': { __comp: 'c1', content: 'c0' },
      '/x/-def': { items: [{ content: 'c0' }] },
    });
  });

  it('fails the build on a route chunk the registry lacks, or on a registry it cannot read', () => {
    expect(() =>
      shortenRouteChunkNames({ '/a/-1': { __comp: 'ffffffff' } }, shortChunkNameMap(registry)),
    ).toThrow('"ffffffff" is not in the chunk registry');
    expect(() => shortChunkNameMap('export default {};')).toThrow('found no entries');
    expect(() =>
      shortenRegistry(
        registry.replace('webpackChunkName: "0141f8ac"', 'webpackChunkName: "other"'),
      ),
    ).toThrow('registry entry "0141f8ac" loads chunk "other"');
  });

  it('the route table loader reads the registry beside it and watches it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-internals-'));
    fs.writeFileSync(path.join(dir, 'registry.js'), registry);
    const watched: string[] = [];
    const context = {
      resourcePath: path.join(dir, 'routesChunkNames.json'),
      addDependency: (file: string) => watched.push(file),
    };
    const out = routeChunkNamesLoader.call(
      context,
      JSON.stringify({ '/a/-1': { __comp: '5e9f5e1a' } }),
    );
    expect(JSON.parse(out)).toEqual({ '/a/-1': { __comp: 'c2' } });
    expect(watched).toEqual([path.join(dir, 'registry.js')]);
  });

  it('applies to the browser bundle only', () => {
    const registryRule = {
      test: CHUNK_REGISTRY,
      use: [{ loader: REGISTRY_LOADER }, lazy('registry'), { loader: REGISTRY_CHUNK_NAMES_LOADER }],
    };
    const tableRule = {
      test: ROUTE_CHUNK_NAMES,
      use: [lazy('chunkNames'), { loader: ROUTE_CHUNK_NAMES_LOADER }],
    };
    const routesRule = { test: ROUTE_TABLE, use: [lazy('routes')] };
    expect(configure(false).module.rules).toEqual(
      expect.arrayContaining([registryRule, tableRule, routesRule]),
    );
    expect(configure(true).module.rules).not.toContainEqual(tableRule);
    expect(configure(true).module.rules.some((r) => String(r.test) === String(ROUTE_TABLE))).toBe(
      false,
    );
    expect('/site/.docusaurus/routes.js').toMatch(ROUTE_TABLE);
    expect('/site/.docusaurus/routesChunkNames.json').toMatch(ROUTE_CHUNK_NAMES);
    expect(REGISTRY_CHUNK_NAMES_LOADER).toBe(path.join(__dirname, '../registryChunkNames.cjs'));
    expect(ROUTE_CHUNK_NAMES_LOADER).toBe(path.join(__dirname, '../routeChunkNames.cjs'));
    expect(registryChunkNamesLoader).toBe(registryLoader);
    expect(routeChunkNamesLoaderModule).toBe(routeChunkNamesLoader);
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
