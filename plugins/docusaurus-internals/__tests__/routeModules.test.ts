/**
 * routeModules.cjs: the browser's route modules have short chunk names and no module names, and
 * the docs pages move out of the main route table into one chunk per section; the main modules
 * plus the section chunks still make up Docusaurus's table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import routeModulesLoader, {
  planRouteModules,
  readRouteModules,
  sectionChunkFor,
} from '../routeModules.cjs';
import docusaurusInternalsPlugin, { ROUTE_MODULES } from '..';

/** A route in the shape core's codegenRoutes writes. */
function route(p: string, hash: string, extra = ''): string {
  return `{\n  path: '${p}',\n  component: ComponentCreator('${p}', '${hash}'),\n  exact: true${extra}\n}`;
}
const many = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}guides/page-${i}/`);
const V4 = ['/v4/', '/v4/concepts/', '/v4/concepts/output/', '/v4/api/', '/v4/api/cli/'];
const V5 = ['/concepts/', '/concepts/entry-points/', '/concepts/output/', '/api/', '/api/cli/'];
const hash = (p: string) => (p.length * 7919).toString(16).slice(-3).padStart(3, '0') + p.length;
const key = (p: string) => `${p}-${hash(p)}`;
const pages = (list: string[]) =>
  list.map((p) => route(p, hash(p), `,\n  sidebar: "${p.split('/')[1] || 'x'}"`)).join(',\n');
const docsRoot = (p: string, h: string, list: string[]) =>
  `{\n  path: '${p}',\n  component: ComponentCreator('${p}', '${h}'),\n  routes: [\n${pages(list)}\n  ]\n}`;

/** Docusaurus's three generated files for a site whose docs versions have `v4` and `v5` pages. */
function generated(v4: string[], v5: string[]) {
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
${route('/blog/', 'b10')},
${route('/v4/concepts/printable/', 'p40')},
  {
    path: '/',
    component: ComponentCreator('/', 'r00'),
    routes: [
${docsRoot('/v4/', 'v40', v4)},
${docsRoot('/', 'v50', [...v5, '/glossary/'])}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const content = (p: string) => `content${p.replace(/\W+/g, '')}`;
  const chunkNames: Record<string, unknown> = {
    '/blog/-b10': { __comp: 'blogList', items: [{ content: 'post1' }] },
    // the printable page of v4 concepts loads one v4 page's content too: that entry stays in main
    '/v4/concepts/printable/-p40': {
      __comp: 'printable',
      contents: [{ content: content(V4[2]!) }],
    },
    '/-r00': { __comp: 'docsRoot' },
    '/v4/-v40': { __comp: 'docRoot', __props: 'v4props' },
    '/-v50': { __comp: 'docRoot', __props: 'v5props' },
    ...Object.fromEntries(
      [...v4, ...v5, '/glossary/'].map((p) => [key(p), { __comp: 'docItem', content: content(p) }]),
    ),
  };
  const names = [...JSON.stringify(chunkNames).matchAll(/"([a-z][\w]*)"(?=[,}\]])/gi)]
    .map((m) => m[1]!)
    .filter((name) => !['__comp', 'content', '__props', 'contents'].includes(name));
  const registry = `export default {\n${[...new Set(names)]
    .sort()
    .map(
      (name) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")],`,
    )
    .join('\n')}};\n`;
  return { routes, chunkNames: JSON.stringify(chunkNames, null, 2), registry, content };
}

const SMALL = generated(V4, V5);
const BIG = generated([...V4, ...many('/v4/')], [...V5, ...many('/')]);

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes the files to a folder and runs the loader on each, as the browser bundle would. */
function load(files: typeof BIG) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-modules-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), files.routes);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), files.chunkNames);
  fs.writeFileSync(path.join(dir, 'registry.js'), files.registry);
  const watched = new Set<string>();
  const run = (file: string, query = '') =>
    routeModulesLoader.call({
      resourcePath: path.join(dir, file),
      resourceQuery: query,
      addDependency: (dependency: string) => watched.add(dependency),
    });
  const out = {
    plan: readRouteModules(dir),
    registry: run('registry.js'),
    chunkNames: run('routesChunkNames.json'),
    routes: run('routes.js'),
    section: (query: string) => run('routes.js', query),
    watched,
  };
  dirs.push(dir);
  return out;
}

/** Evaluates a generated module with stand-ins for its imports. */
function evaluate(source: string, scope: Record<string, unknown>): unknown {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return')
    .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, '$1')
    .replace(/require\.resolveWeak\(/g, 'String(');
  return Function(...Object.keys(scope), body)(...Object.values(scope));
}

describe('short chunk names, no module names', () => {
  const { registry, chunkNames, plan, watched } = load(SMALL);
  const table = evaluate(registry, {}) as Record<string, [() => string, string, string]>;

  it('gives each chunk a short name in sorted order, starting with a letter', () => {
    expect([...plan.shortNames].slice(0, 3)).toEqual([
      ['blogList', 'c0'],
      ['contentapi', 'c1'],
      ['contentapicli', 'c2'],
    ]);
    expect(Object.keys(table)).toEqual([...plan.shortNames.values()]);
  });

  it('renames registry keys and import chunk names together, empties module names, keeps loaders and weak ids', () => {
    expect(registry).toContain(
      '"c0": [() => import(/* webpackChunkName: "c0" */ "@site/blogList.md"), "", require.resolveWeak("@site/blogList.md")]',
    );
    expect(registry).not.toMatch(/"blogList"|"docItem"/);
    const [loader, moduleName, weakId] = table.c0!;
    expect([loader(), moduleName, weakId]).toEqual(['@site/blogList.md', '', '@site/blogList.md']);
  });

  it('renames every name of the route chunk names the same way, nested entries included', () => {
    const short = (name: string) => plan.shortNames.get(name);
    expect(JSON.parse(chunkNames)['/blog/-b10']).toEqual({
      __comp: short('blogList'),
      items: [{ content: short('post1') }],
    });
  });

  it('leaves the route table alone without a docs root of 20 pages, and watches the three files', () => {
    expect(plan.roots).toEqual([]);
    expect(JSON.parse(chunkNames)).toHaveProperty([key('/concepts/output/')]);
    expect([...watched].map((file) => path.basename(file)).sort()).toEqual([
      'registry.js',
      'routes.js',
      'routesChunkNames.json',
    ]);
  });
});

describe('the docs pages out of the main bundle', () => {
  const out = load(BIG);
  const { plan } = out;

  it('groups each docs root’s pages by first path segment; a segment with one page joins the pages group', () => {
    expect(
      plan.roots.map((root) => [
        root.root.component.key,
        root.base,
        Object.fromEntries([...root.sections.values()].map((s) => [s.chunkName, s.pages.length])),
      ]),
    ).toEqual([
      [
        '/v4/-v40',
        '/v4/',
        {
          'routes-v4-pages': 1,
          'routes-v4-concepts': 2,
          'routes-v4-api': 2,
          'routes-v4-guides': 20,
        },
      ],
      [
        '/-v50',
        '/',
        { 'routes-concepts': 3, 'routes-api': 2, 'routes-guides': 20, 'routes-pages': 1 },
      ],
    ]);
  });

  it('names the section chunk a page needs, for the first-load computation', () => {
    expect(sectionChunkFor(plan, '/-v50', '/concepts/output/')).toBe('routes-concepts');
    expect(sectionChunkFor(plan, '/v4/-v40', '/v4/api/cli/')).toBe('routes-v4-api');
    expect(sectionChunkFor(plan, '/-v50', '/glossary/')).toBe('routes-pages');
    expect(sectionChunkFor(plan, '/-r00', '/concepts/')).toBeNull();
  });

  it('moves a page’s content entry with its section, keeps entries other routes share in main', () => {
    const movedTo = (name: string) => plan.moved.get(plan.shortNames.get(name)!)?.id;
    expect(movedTo(BIG.content('/concepts/entry-points/'))).toBe('1/concepts');
    expect(movedTo(BIG.content('/v4/api/cli/'))).toBe('0/api');
    expect(movedTo('docItem')).toBeUndefined(); // every section's pages use it
    expect(movedTo(BIG.content('/v4/concepts/output/'))).toBeUndefined(); // the printable page too
    expect(movedTo('docRoot')).toBeUndefined();
  });

  /** The main modules, then every section chunk, evaluated as the browser would run them. */
  function run() {
    const registry = evaluate(out.registry, {}) as Record<string, unknown>;
    const chunkNames = JSON.parse(out.chunkNames) as Record<string, unknown>;
    const ComponentCreator = (p: string, h?: string) => ({
      key: h === undefined ? p : `${p}-${h}`,
      names: chunkNames[h === undefined ? p : `${p}-${h}`],
    });
    const sections: (() => void)[] = [];
    const lazyDocsRoutes = (
      component: unknown,
      _base: string,
      loaders: Record<string, () => string>,
    ) => {
      const routes: unknown[] = [];
      for (const loadSection of Object.values(loaders))
        sections.push(() => {
          const query = loadSection();
          const source = out.section(query.slice(query.indexOf('?')));
          routes.push(
            ...(evaluate(source, {
              ComponentCreator,
              registry,
              routesChunkNames: chunkNames,
            }) as unknown[]),
          );
        });
      return { component, routes };
    };
    const table = evaluate(out.routes, { ComponentCreator, lazyDocsRoutes });
    return { table, sections, registry, chunkNames };
  }

  it('leaves no docs page in the main table, registry or chunk names, and a loader per section', () => {
    const { registry, chunkNames } = run();
    const short = (name: string) => plan.shortNames.get(name)!;
    for (const page of [...V4, ...V5, ...many('/'), ...many('/v4/')]) {
      expect(out.routes).not.toContain(`ComponentCreator("${page}", "${hash(page)}")`);
      expect(chunkNames).not.toHaveProperty([key(page)]);
    }
    expect(registry).not.toHaveProperty([short(BIG.content('/api/cli/'))]);
    expect(registry).toHaveProperty([short('docItem')]);
    expect(registry).toHaveProperty([short(BIG.content('/v4/concepts/output/'))]);
    expect(out.routes).toContain('"path": "/v4/concepts/printable/"');
    expect(out.routes).toContain('webpackChunkName: "routes-v4-guides"');
    expect(out.routes).toContain('"./routes.js?lazy-routes=1/concepts"');
  });

  it('makes up Docusaurus’s table again once every section is loaded, with each page’s chunk names', () => {
    const { table, sections, chunkNames, registry } = run();
    for (const loadSection of sections) loadSection();
    type Node = { path: string; component: { key: string }; routes?: Node[]; sidebar?: string };
    const flatten = (routes: Node[]): string[] =>
      routes.flatMap((r) => [`${r.component.key} ${r.sidebar ?? ''}`, ...flatten(r.routes ?? [])]);
    const docusaurus = evaluate(BIG.routes, {
      ComponentCreator: (p: string, h?: string) => ({ key: h === undefined ? p : `${p}-${h}` }),
    }) as Node[];
    expect(flatten(table as Node[]).sort()).toEqual(flatten(docusaurus).sort());
    // the section chunks added their pages' chunk names and registry entries back
    const short = (name: string) => plan.shortNames.get(name);
    expect(chunkNames[key('/api/cli/')]).toEqual({
      __comp: short('docItem'),
      content: short(BIG.content('/api/cli/')),
    });
    expect(registry).toHaveProperty([short(BIG.content('/api/cli/'))!]);
  });
});

describe('generated files of another shape', () => {
  const plan = (files: Partial<typeof BIG>) => () => planRouteModules({ ...BIG, ...files });

  it('fail the build, naming this loader', () => {
    expect(plan({ routes: "export default [{ path: '/', component: Something('/') }];" })).toThrow(
      /CallExpression in the route table.*routeModules\.cjs/,
    );
    expect(plan({ routes: 'export const routes = [];' })).toThrow(/routeModules\.cjs/);
    expect(plan({ registry: 'export default {};' })).toThrow('found no entries');
    expect(
      plan({
        registry: BIG.registry.replace('webpackChunkName: "blogList"', 'webpackChunkName: "x"'),
      }),
    ).toThrow('cannot read the chunk registry line');
    expect(plan({ chunkNames: '{"/a/-1": {"__comp": "ffffffff"}}' })).toThrow(
      '"ffffffff" is not in the chunk registry',
    );
    expect(() => load(BIG).section('?lazy-routes=9/nothing')).toThrow('no docs section 9/nothing');
  });
});

describe('the loader in the bundles', () => {
  type Rules = { module: { rules: { test: RegExp; use: { loader: string }[] }[] } };
  const configure = (isServer: boolean) =>
    (docusaurusInternalsPlugin().configureWebpack as unknown as (...a: unknown[]) => Rules)(
      {},
      isServer,
      { currentBundler: { instance: { NormalModuleReplacementPlugin: class {} } } },
    ).module.rules;

  it('applies to the three generated route modules in the browser bundle only', () => {
    const rule = { test: ROUTE_MODULES, use: [{ loader: require.resolve('../routeModules.cjs') }] };
    expect(configure(false)).toContainEqual(rule);
    expect(configure(true).some((r) => r.test === ROUTE_MODULES)).toBe(false);
    for (const file of ['registry.js', 'routesChunkNames.json', 'routes.js'])
      expect(`/site/.docusaurus/${file}`).toMatch(ROUTE_MODULES);
    expect('/site/.docusaurus/globalData.json').not.toMatch(ROUTE_MODULES);
    expect('/site/src/routes.js').not.toMatch(ROUTE_MODULES);
  });
});
