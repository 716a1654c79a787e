/**
 * lazyRoutes.cjs: the docs pages' routes move out of the main route table into one chunk per
 * section, and the main table plus the section chunks still make up Docusaurus's table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docsRoots,
  groupChunkName,
  readGenerated,
  registryLoader,
  routeChunkNamesLoader,
  routesLoader,
  sectionChunkFor,
} from '../lazyRoutes.cjs';
import { shortenRegistry, shortenRouteChunkNames, shortChunkNameMap } from '../shortChunkNames.cjs';

/** A route table in the shape core's codegenRoutes writes. */
function route(p: string, hash: string, extra = ''): string {
  return `{\n  path: '${p}',\n  component: ComponentCreator('${p}', '${hash}'),\n  exact: true${extra}\n}`;
}
const v5Pages = [
  '/concepts/',
  '/concepts/entry-points/',
  '/concepts/output/',
  '/api/',
  '/api/cli/',
  '/glossary/',
];
const v4Pages = ['/v4/', '/v4/concepts/', '/v4/concepts/output/', '/v4/api/', '/v4/api/cli/'];
const hash = (p: string) => (p.length * 7919).toString(16).slice(-3).padStart(3, '0') + p.length;
const pages = (list: string[]) =>
  list
    .map((p) => route(p, hash(p), `,\n  sidebar: "${p.split('/').filter(Boolean).at(-2) ?? 'x'}"`))
    .join(',\n');
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
${route('/blog/', 'b10')},
${route('/v4/concepts/printable/', 'p40')},
  {
    path: '/',
    component: ComponentCreator('/', 'r00'),
    routes: [
      {
        path: '/v4/',
        component: ComponentCreator('/v4/', 'v40'),
        routes: [
${pages(v4Pages)}
        ]
      },
      {
        path: '/',
        component: ComponentCreator('/', 'v50'),
        routes: [
${pages(v5Pages)}
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const key = (p: string) => `${p}-${hash(p)}`;
const contentName = (p: string) => `content${p.replace(/\W+/g, '')}`;
const CHUNK_NAMES: Record<string, unknown> = {
  '/blog/-b10': { __comp: 'blogList' },
  // the printable page of v4 concepts loads one v4 page's content too: that entry stays in main
  '/v4/concepts/printable/-p40': {
    __comp: 'printable',
    contents: [{ content: contentName('/v4/concepts/output/') }],
  },
  '/-r00': { __comp: 'docsRoot' },
  '/v4/-v40': { __comp: 'docRoot', __props: 'v4props' },
  '/-v50': { __comp: 'docRoot', __props: 'v5props' },
  ...Object.fromEntries(
    [...v4Pages, ...v5Pages].map((p) => [key(p), { __comp: 'docItem', content: contentName(p) }]),
  ),
};
const allNames = [
  ...new Set(
    Object.values(CHUNK_NAMES).flatMap(
      (entry) => JSON.stringify(entry).match(/"[a-z][\w]*"(?=[,}\]])/gi) ?? [],
    ),
  ),
]
  .map((quoted) => quoted.slice(1, -1))
  .filter((name) => !['__comp', 'content', '__props', 'contents'].includes(name));
const REGISTRY = `export default {\n${allNames
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")],`,
  )
  .join('\n')}};\n`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-routes-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
  fs.writeFileSync(path.join(dir, 'registry.js'), REGISTRY);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const context = (file: string, query = '') => ({
  resourcePath: path.join(dir, file),
  resourceQuery: query,
  addDependency: jest.fn(),
});

/** The fixture has few pages; real docs roots have 20 or more, so pad each version with pages of a section. */
const many = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}guides/page-${i}/`);
const BIG_V4 = [...v4Pages, ...many('/v4/')];
const BIG_V5 = [...v5Pages, ...many('/')];
const BIG_ROUTES = ROUTES.replace(pages(v4Pages), pages(BIG_V4)).replace(
  pages(v5Pages),
  pages(BIG_V5),
);
const BIG_CHUNK_NAMES: Record<string, unknown> = {
  ...CHUNK_NAMES,
  ...Object.fromEntries(
    [...BIG_V4, ...BIG_V5].map((p) => [key(p), { __comp: 'docItem', content: contentName(p) }]),
  ),
};
const bigNames = [...new Set([...allNames, ...[...BIG_V4, ...BIG_V5].map(contentName)])];
const BIG_REGISTRY = `export default {\n${bigNames
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")],`,
  )
  .join('\n')}};\n`;

describe('the docs pages out of the main bundle', () => {
  beforeAll(() => {
    fs.writeFileSync(path.join(dir, 'routes.js'), BIG_ROUTES);
    fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(BIG_CHUNK_NAMES));
    fs.writeFileSync(path.join(dir, 'registry.js'), BIG_REGISTRY);
  });

  it('leaves a route table without a docs root of 20 pages alone', () => {
    expect(docsRoots(ROUTES)).toEqual([]);
  });

  it('groups each docs root’s pages by first path segment; a segment with one page joins the pages group', () => {
    const roots = docsRoots(BIG_ROUTES);
    expect(
      roots.map((root) => [
        root.root.key,
        root.base,
        Object.fromEntries([...root.groups].map(([g, list]) => [g, list.length])),
      ]),
    ).toEqual([
      ['/v4/-v40', '/v4/', { '': 1, concepts: 2, api: 2, guides: 20 }],
      ['/-v50', '/', { concepts: 3, api: 2, '': 1, guides: 20 }],
    ]);
    expect(groupChunkName('/v4/', 'api')).toBe('routes-v4-api');
    expect(groupChunkName('/', '')).toBe('routes-pages');
  });

  it('names the section chunk a page needs, for the first-load computation', () => {
    const roots = docsRoots(BIG_ROUTES);
    expect(sectionChunkFor(roots, '/-v50', '/concepts/output/')).toBe('routes-concepts');
    expect(sectionChunkFor(roots, '/v4/-v40', '/v4/api/cli/')).toBe('routes-v4-api');
    expect(sectionChunkFor(roots, '/-v50', '/glossary/')).toBe('routes-pages');
    expect(sectionChunkFor(roots, '/-r00', '/concepts/')).toBeNull();
  });

  it('moves a page’s content entry with its section, keeps entries other routes share in main', () => {
    const { chunkGroup } = readGenerated(path.join(dir, 'routes.js'));
    expect(chunkGroup.get(contentName('/concepts/entry-points/'))).toBe('1/concepts');
    expect(chunkGroup.get(contentName('/v4/api/cli/'))).toBe('0/api');
    expect(chunkGroup.has('docItem')).toBe(false); // every section's pages use it
    expect(chunkGroup.has(contentName('/v4/concepts/output/'))).toBe(false); // the printable page uses it too
    expect(chunkGroup.has('docRoot')).toBe(false);
  });

  it('parses the generated files once while they stay the same, again when one changes', () => {
    const first = readGenerated(path.join(dir, 'routes.js'));
    expect(readGenerated(path.join(dir, 'registry.js'))).toBe(first);
    const registry = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
    fs.writeFileSync(path.join(dir, 'registry.js'), `${registry}\n`);
    try {
      const changed = readGenerated(path.join(dir, 'routes.js'));
      expect(changed).not.toBe(first);
      expect(changed.chunkGroup).toEqual(first.chunkGroup);
    } finally {
      fs.writeFileSync(path.join(dir, 'registry.js'), registry);
    }
  });

  /** Evaluates the main table and every section chunk with a stand-in ComponentCreator. */
  function evaluateTables() {
    const registrySource = registryLoader.call(
      context('registry.js'),
      shortenRegistry(BIG_REGISTRY),
    );
    const registry: Record<string, unknown> = Function(
      `return ${registrySource
        .replace('export default', '')
        .replace(/import\(/g, 'String(')
        .replace(/require\.resolveWeak\(/g, 'String(')}`,
    )();
    const shortNames = shortChunkNameMap(BIG_REGISTRY);
    const chunkNames: Record<string, unknown> = JSON.parse(
      routeChunkNamesLoader.call(
        context('routesChunkNames.json'),
        JSON.stringify(shortenRouteChunkNames(BIG_CHUNK_NAMES, shortNames)),
      ),
    );
    const ComponentCreator = (p: string, h?: string) => ({
      key: h === undefined ? p : `${p}-${h}`,
      names: chunkNames[h === undefined ? p : `${p}-${h}`],
    });
    const sections: Record<string, () => unknown[]> = {};
    const lazyDocsRoutes = (
      component: unknown,
      base: string,
      loaders: Record<string, () => string>,
    ) => {
      const routes: unknown[] = [];
      for (const [group, load] of Object.entries(loaders)) {
        sections[`${base}${group}`] = () => {
          const query = load();
          const source = routesLoader.call(
            context('routes.js', query.slice(query.indexOf('?'))),
            BIG_ROUTES,
          );
          const body = source
            .replace(/^import .*$/gm, '')
            .replace('export default', 'return')
            .replace(/import\(/g, 'String(')
            .replace(/require\.resolveWeak\(/g, 'String(');
          const pagesOfSection = Function(
            'ComponentCreator',
            'registry',
            'routesChunkNames',
            body,
          )(ComponentCreator, registry, chunkNames) as unknown[];
          routes.push(...pagesOfSection);
          return pagesOfSection;
        };
      }
      return { component, routes };
    };
    const main = routesLoader.call(context('routes.js'), BIG_ROUTES);
    const body = main
      .replace(/^import .*$/gm, '')
      .replace('export default', 'return')
      .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, '$1');
    const table = Function(
      'ComponentCreator',
      'lazyDocsRoutes',
      body,
    )(ComponentCreator, lazyDocsRoutes);
    return { main, table, sections, registry, chunkNames, shortNames };
  }

  it('leaves no docs page in the main table, registry or chunk names, and a loader per section', () => {
    const { main, registry, chunkNames, shortNames } = evaluateTables();
    for (const page of [...BIG_V4, ...BIG_V5]) {
      expect(main).not.toContain(`path: '${page}'`);
      expect(chunkNames).not.toHaveProperty([key(page)]);
    }
    expect(registry).not.toHaveProperty([shortNames.get(contentName('/api/cli/')) ?? '?']);
    expect(registry).toHaveProperty([shortNames.get('docItem') ?? '?']);
    expect(registry).toHaveProperty([shortNames.get(contentName('/v4/concepts/output/')) ?? '?']);
    expect(main).toContain(`path: '/v4/concepts/printable/'`);
    expect(main).toContain('webpackChunkName: "routes-v4-guides"');
    expect(main).toContain('"./routes.js?lazy-routes=1/concepts"');
  });

  it('makes up Docusaurus’s table again once every section is loaded, with each page’s chunk names', () => {
    const { table, sections, chunkNames, registry, shortNames } = evaluateTables();
    for (const load of Object.values(sections)) load();
    const flatten = (
      routes: { path: string; component: { key: string }; routes?: unknown[] }[],
    ): string[] =>
      routes.flatMap((r) => [
        r.component.key,
        ...(r.routes ? flatten(r.routes as typeof routes) : []),
      ]);
    const keysOf = (source: string) =>
      [...source.matchAll(/ComponentCreator\('([^']+)'(?:, '([^']+)')?\)/g)].map((m) =>
        m[2] ? `${m[1]}-${m[2]}` : m[1],
      );
    expect(flatten(table).sort()).toEqual(keysOf(BIG_ROUTES).sort());
    // the section chunks added their pages' chunk names and registry entries back
    expect(chunkNames[key('/api/cli/')]).toEqual({
      __comp: shortNames.get('docItem'),
      content: shortNames.get(contentName('/api/cli/')),
    });
    expect(registry).toHaveProperty([shortNames.get(contentName('/api/cli/')) ?? '?']);
  });

  it('fails the build, naming itself, on a table of another shape', () => {
    expect(() => docsRoots("export default [{ path: '/', component: Something('/') }];")).toThrow(
      /lazyRoutes\.cjs/,
    );
    expect(() => docsRoots('export const routes = [];')).toThrow(/lazyRoutes\.cjs/);
    expect(() =>
      routesLoader.call(context('routes.js', '?lazy-routes=9/nothing'), BIG_ROUTES),
    ).toThrow(/no docs section 9\/nothing/);
  });
});
