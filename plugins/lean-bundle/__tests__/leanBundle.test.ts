import fs from 'node:fs';
import path from 'node:path';
import { stripDocDescriptions } from '../lib/docsMetadata.cjs';
import * as shim from '../lib/tslibShim';
import leanBundlePlugin, { DOCS_METADATA_LOADER, DOCS_VERSION_DATA, TSLIB_SHIM, replaceUtilsCommonTslib } from '..';

describe('docs version data', () => {
  const source = JSON.stringify({
    pluginId: 'default',
    version: {
      docsSidebars: { concepts: [{ type: 'link', href: '/concepts/', label: 'Concepts', docId: 'concepts/index' }] },
      docs: {
        'concepts/index': { id: 'concepts/index', title: 'Concepts', description: 'A long description', sidebar: 'concepts' },
        'concepts/output': { id: 'concepts/output', title: 'Output', sidebar: 'concepts' },
      },
    },
  });

  it('loses the page descriptions and nothing else', () => {
    const stripped = JSON.parse(stripDocDescriptions(source));
    const original = JSON.parse(source);
    delete original.version.docs['concepts/index'].description;
    expect(stripped).toEqual(original);
  });

  it('leaves other JSON alone', () => {
    expect(JSON.parse(stripDocDescriptions('{"a":[1,2]}'))).toEqual({ a: [1, 2] });
  });

  it("matches the docs plugin's generated data module, not other JSON", () => {
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json').toMatch(DOCS_VERSION_DATA);
    expect('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\index-466.json').toMatch(DOCS_VERSION_DATA);
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-concepts-index-md-abc.json').not.toMatch(DOCS_VERSION_DATA);
    expect('/site/.docusaurus/globalData.json').not.toMatch(DOCS_VERSION_DATA);
  });

  it('applies the loader on the server and in the browser', () => {
    const bundler = { currentBundler: { instance: { NormalModuleReplacementPlugin: class {} } } };
    const configure = leanBundlePlugin().configureWebpack as unknown as (c: object, s: boolean, u: typeof bundler) => { module: { rules: { test: RegExp; use: { loader: string }[] }[] }; plugins?: unknown[] };
    for (const isServer of [true, false]) {
      expect(configure({}, isServer, bundler).module.rules).toEqual([{ test: DOCS_VERSION_DATA, use: [{ loader: DOCS_METADATA_LOADER }] }]);
    }
    expect(configure({}, true, bundler).plugins).toBeUndefined();
    expect(configure({}, false, bundler).plugins).toHaveLength(1);
  });
});

describe('tslib for @docusaurus/utils-common', () => {
  it('replaces tslib only when utils-common asks for it', () => {
    const fromUtils = { request: 'tslib', contextInfo: { issuer: '/nm/@docusaurus/utils-common/lib/index.js' } };
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
      for (const match of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect({ helper, provided: typeof (shim as Record<string, unknown>)[helper] }).toEqual({ helper, provided: 'function' });
  });

  it('behaves like tslib.__importDefault', () => {
    const esm = { __esModule: true, default: 1 };
    expect(shim.__importDefault(esm)).toBe(esm);
    expect(shim.__importDefault(42)).toEqual({ default: 42 });
  });
});
