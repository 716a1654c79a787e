// @ts-check
/**
 * Docusaurus ships every route of the site in the main bundle: the route table
 * (`.docusaurus/routes.js`), each route's chunk names (`routesChunkNames.json`) and each chunk's
 * loader (`registry.js`), about 70 bytes gzip per page, so every docs page paid for all 350 docs
 * pages of both docs versions (issue #16, #17). In the browser bundle only, these loaders move the
 * pages of each docs root (a route whose children are all page routes: one per docs version) into
 * one chunk per section (`/concepts/…`, `/v4/api/…`; pages outside a section form a group of their
 * own). `client/lazyDocsRoutes.ts` loads a section's chunk when a path of that section is
 * preloaded, before Docusaurus matches the page: on the first load before hydration, on a
 * navigation before the page shows. The server bundle keeps Docusaurus's table, so the built HTML
 * is unchanged. A route table, registry or chunk-names table in another shape fails the build,
 * naming this file. CommonJS: loaders are loaded by the bundler with require().
 */
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');
const {
  shortChunkNameMap,
  shortenRegistry,
  shortenRouteChunkNames,
} = require('./shortChunkNames.cjs');
const { emptyModuleNames } = require('./registryModuleNames.cjs');

const FILE = 'plugins/docusaurus-internals/lazyRoutes.cjs';
/** A route with at least this many children, all pages, is a docs root. */
const MIN_PAGES = 20;
/** The resource query of a section's chunk module (`routes.js?lazy-routes=<root>/<group>`). */
const QUERY = 'lazy-routes';
const RUNTIME = path.join(__dirname, 'client/lazyDocsRoutes');

/** @param {string} what */
const shapeError = (what) =>
  new Error(
    `docusaurus-internals: ${what}; has the generated route table's shape changed? (${FILE})`,
  );

/**
 * @typedef {{ path: string, key: string, start: number, end: number, props: Map<string, { start: number, end: number }>, componentSource: string, routes?: Route[] }} Route
 *   a route of the generated table with the source ranges of the object and of each property
 * @typedef {{ index: number, root: Route, base: string, groups: Map<string, Route[]> }} DocsRoot
 */

/**
 * @param {any} node an object literal of the route table
 * @param {string} source
 * @returns {Route}
 */
function toRoute(node, source) {
  if (node?.type !== 'ObjectExpression') throw shapeError('a route is not an object literal');
  /** @type {Map<string, any>} */
  const props = new Map(
    node.properties.map((/** @type {any} */ p) => [p.key?.name ?? p.key?.value, p.value]),
  );
  const component = props.get('component');
  const routePath = props.get('path');
  if (
    component?.type !== 'CallExpression' ||
    component.callee?.name !== 'ComponentCreator' ||
    ![1, 2].includes(component.arguments.length)
  ) {
    throw shapeError("a route's component is not ComponentCreator(path[, hash])");
  }
  if (routePath?.type !== 'Literal' || typeof routePath.value !== 'string')
    throw shapeError("a route's path is not a string");
  const [creatorPath, hash] = component.arguments.map((/** @type {any} */ arg) => arg.value);
  const children = props.get('routes');
  return {
    path: routePath.value,
    // the catch-all route (`ComponentCreator('*')`) has no hash and no chunk names
    key: hash === undefined ? creatorPath : `${creatorPath}-${hash}`,
    start: node.start,
    end: node.end,
    props: new Map(
      [...props].map(([name, value]) => [name, { start: value.start, end: value.end }]),
    ),
    componentSource: source.slice(component.start, component.end),
    ...(children
      ? { routes: children.elements.map((/** @type {any} */ child) => toRoute(child, source)) }
      : {}),
  };
}

/**
 * @param {string} source the generated `.docusaurus/routes.js`
 * @returns {Route[]}
 */
function parseRoutes(source) {
  const ast = /** @type {any} */ (
    acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' })
  );
  const table = ast.body.find(
    (/** @type {any} */ node) => node.type === 'ExportDefaultDeclaration',
  )?.declaration;
  if (table?.type !== 'ArrayExpression') throw shapeError('no `export default [...]`');
  return table.elements.map((/** @type {any} */ node) => toRoute(node, source));
}

/**
 * The docs roots of a route table, each with its pages grouped by section: the first path
 * segment under the root when two or more pages share it, else '' (pages such as /glossary/).
 * @param {string} routesSource
 * @returns {DocsRoot[]}
 */
function docsRoots(routesSource) {
  /** @type {Route[]} */
  const roots = [];
  const visit = (/** @type {Route} */ route) => {
    if (
      route.routes &&
      route.routes.length >= MIN_PAGES &&
      route.routes.every((child) => !child.routes)
    )
      roots.push(route);
    else route.routes?.forEach(visit);
  };
  parseRoutes(routesSource).forEach(visit);
  return roots.map((root, index) => {
    const base = root.path.endsWith('/') ? root.path : `${root.path}/`;
    const segment = (/** @type {Route} */ page) =>
      page.path.startsWith(base) ? (page.path.slice(base.length).split('/')[0] ?? '') : '';
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const page of root.routes ?? [])
      counts.set(segment(page), (counts.get(segment(page)) ?? 0) + 1);
    /** @type {Map<string, Route[]>} */
    const groups = new Map();
    for (const page of root.routes ?? []) {
      const seg = segment(page);
      const group = seg && (counts.get(seg) ?? 0) > 1 ? seg : '';
      groups.set(group, [...(groups.get(group) ?? []), page]);
    }
    return { index, root, base, groups };
  });
}

/** @param {DocsRoot} root @param {string} group */
const groupId = (root, group) => `${root.index}/${group}`;

/**
 * The name of a section's chunk (its webpackChunkName): `routes-v4-api`, `routes-concepts`,
 * `routes-pages` for the pages outside a section of the current version.
 * @param {string} base @param {string} group
 */
function groupChunkName(base, group) {
  return ['routes', ...base.split('/').filter(Boolean), group || 'pages'].join('-');
}

/**
 * @param {unknown} entry a route's chunk names (nested objects and lists of names)
 * @param {Set<string>} out
 */
function chunkNamesIn(entry, out = new Set()) {
  if (typeof entry === 'string') out.add(entry);
  else if (Array.isArray(entry)) entry.forEach((item) => chunkNamesIn(item, out));
  else if (entry && typeof entry === 'object')
    Object.values(entry).forEach((item) => chunkNamesIn(item, out));
  return out;
}

/**
 * Which route keys and which registry entries (Docusaurus's chunk names) move to which section
 * chunk. A registry entry moves when the pages of one section are its only users: the page's
 * content does, the shared page component (DocItem) stays in the main bundle.
 * @param {DocsRoot[]} roots
 * @param {Record<string, unknown>} routesChunkNames
 */
function lazyPlan(roots, routesChunkNames) {
  /** @type {Map<string, string>} route key → group id */
  const keyGroup = new Map();
  for (const root of roots) {
    for (const [group, pages] of root.groups)
      for (const page of pages) keyGroup.set(page.key, groupId(root, group));
  }
  for (const key of keyGroup.keys())
    if (!(key in routesChunkNames)) throw shapeError(`route ${key} has no chunk names`);
  /** @type {Map<string, Set<string>>} chunk name → its users (group ids, or 'main') */
  const users = new Map();
  for (const [key, names] of Object.entries(routesChunkNames)) {
    for (const name of chunkNamesIn(names))
      users.set(name, new Set([...(users.get(name) ?? []), keyGroup.get(key) ?? 'main']));
  }
  /** @type {Map<string, string>} chunk name → group id */
  const chunkGroup = new Map();
  for (const [name, owners] of users) {
    const [only] = owners;
    if (owners.size === 1 && only !== undefined && only !== 'main') chunkGroup.set(name, only);
  }
  return { keyGroup, chunkGroup };
}

/** A registry line: `  "name": [() => import(…), "…", require.resolveWeak(…)],` (the last one ends the object: `],};`) */
const REGISTRY_LINE = /^\s*"([^"]+)":\s*(\[.*\]),?(\s*\};)?$/;

/**
 * The registry as the browser bundle has it (short names, no module names), as name → entry source.
 * @param {string} registrySource the generated registry, as Docusaurus wrote it
 */
function browserRegistryEntries(registrySource) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const line of emptyModuleNames(shortenRegistry(registrySource)).split('\n')) {
    const match = REGISTRY_LINE.exec(line);
    if (match?.[1] && match[2]) entries.set(match[1], match[2]);
  }
  if (entries.size === 0) throw shapeError('found no entries in the chunk registry');
  return entries;
}

/**
 * Everything the three loaders need, from the generated files' sources.
 * @param {string} registrySource
 * @param {string} chunkNamesSource
 * @param {string} routesSource
 */
function parseGenerated(registrySource, chunkNamesSource, routesSource) {
  const roots = docsRoots(routesSource);
  const routesChunkNames = JSON.parse(chunkNamesSource);
  /** @type {Map<string, string> | undefined} */
  let entries;
  return {
    roots,
    routesChunkNames,
    registrySource,
    shortNames: shortChunkNameMap(registrySource),
    /** The browser registry's entries (read by the section chunks only, then kept). */
    registryEntries: () => (entries ??= browserRegistryEntries(registrySource)),
    ...lazyPlan(roots, routesChunkNames),
  };
}

/** @type {{ key: string, value: ReturnType<typeof parseGenerated> } | undefined} */
let lastGenerated;

/**
 * Everything the three loaders need, from the generated files beside `generatedFile`. One build
 * asks about 22 times (the three tables and each section chunk): parsed again only when one of
 * the files changed.
 * @param {string} generatedFile
 * @param {(file: string) => void} [watch]
 * @returns {ReturnType<typeof parseGenerated>}
 */
function readGenerated(generatedFile, watch) {
  const dir = path.dirname(generatedFile);
  const files = {
    routes: path.join(dir, 'routes.js'),
    chunkNames: path.join(dir, 'routesChunkNames.json'),
    registry: path.join(dir, 'registry.js'),
  };
  Object.values(files).forEach((file) => watch?.(file));
  const sources = [files.registry, files.chunkNames, files.routes].map((file) =>
    fs.readFileSync(file, 'utf8'),
  );
  const key = sources.join('\0');
  if (lastGenerated?.key !== key)
    lastGenerated = {
      key,
      value: parseGenerated(sources[0] ?? '', sources[1] ?? '', sources[2] ?? ''),
    };
  return lastGenerated.value;
}

/**
 * The main route table: each docs root's pages replaced by `lazyDocsRoutes(…)`, which fills them
 * from the section chunks.
 * @param {string} source the generated routes.js
 * @param {DocsRoot[]} roots
 */
function mainRoutesModule(source, roots) {
  let out = source;
  for (const docsRoot of [...roots].sort((a, b) => b.root.start - a.root.start)) {
    const { root, base, groups } = docsRoot;
    const loaders = [...groups.keys()].map(
      (group) =>
        `${JSON.stringify(group)}: () => import(/* webpackChunkName: ${JSON.stringify(groupChunkName(base, group))} */ ${JSON.stringify(
          `./routes.js?${QUERY}=${groupId(docsRoot, group)}`,
        )})`,
    );
    const others = [...root.props].filter(([name]) => name !== 'component' && name !== 'routes');
    const object = [
      ...others.map(
        ([name, range]) => `${JSON.stringify(name)}: ${source.slice(range.start, range.end)}`,
      ),
      `...lazyDocsRoutes(${root.componentSource}, ${JSON.stringify(base)}, {\n${loaders.join(',\n')}\n})`,
    ];
    out = `${out.slice(0, root.start)}{\n${object.join(',\n')}\n}${out.slice(root.end)}`;
  }
  return `import { lazyDocsRoutes } from ${JSON.stringify(RUNTIME)};\n${out}`;
}

/**
 * A section's chunk module: its registry entries and route chunk names, added to the main
 * bundle's tables before its routes are created, then its routes.
 * @param {string} source the generated routes.js
 * @param {ReturnType<typeof readGenerated>} generated
 * @param {string} id the group id from the resource query
 */
function groupRoutesModule(source, generated, id) {
  const docsRoot = generated.roots.find((root) =>
    [...root.groups.keys()].some((group) => groupId(root, group) === id),
  );
  const pages = docsRoot?.groups.get(id.slice(id.indexOf('/') + 1));
  if (!docsRoot || !pages) throw shapeError(`no docs section ${id}`);
  const entries = generated.registryEntries();
  const registry = [...generated.chunkGroup]
    .filter(([, group]) => group === id)
    .map(([name]) => {
      const short = generated.shortNames.get(name);
      const entry = short === undefined ? undefined : entries.get(short);
      if (short === undefined || entry === undefined)
        throw shapeError(`registry entry ${name} not found`);
      return `${JSON.stringify(short)}: ${entry}`;
    });
  const chunkNames = shortenRouteChunkNames(
    Object.fromEntries(pages.map((page) => [page.key, generated.routesChunkNames[page.key]])),
    generated.shortNames,
  );
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `Object.assign(registry, {\n${registry.join(',\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(chunkNames)});`,
    `export default [\n${pages.map((page) => source.slice(page.start, page.end)).join(',\n')}\n];`,
  ].join('\n');
}

/**
 * Loader for `.docusaurus/routes.js` (browser bundle): the main table, or with `?lazy-routes=…`
 * one section's chunk.
 * @this {{ resourcePath: string, resourceQuery: string, addDependency(file: string): void }}
 * @param {string} source
 */
function routesLoader(source) {
  const id = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get(QUERY);
  if (id === null) return mainRoutesModule(source, docsRoots(source));
  return groupRoutesModule(
    source,
    readGenerated(this.resourcePath, (file) => this.addDependency(file)),
    id,
  );
}

/**
 * Drops the registry entries that moved to a section chunk. Runs after the short names
 * (shortChunkNames.cjs), so it removes them by short name.
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function registryLoader(source) {
  const { chunkGroup, shortNames } = readGenerated(this.resourcePath, (file) =>
    this.addDependency(file),
  );
  const moved = new Set([...chunkGroup.keys()].map((name) => shortNames.get(name)));
  let removed = 0;
  const out = source
    .split('\n')
    .map((line) => {
      const match = REGISTRY_LINE.exec(line);
      if (!match?.[1] || !moved.has(match[1])) return line;
      removed += 1;
      return match[3] ? '};' : null;
    })
    .filter((line) => line !== null)
    .join('\n');
  if (removed !== moved.size)
    throw shapeError(`removed ${removed} of ${moved.size} registry entries`);
  return out;
}

/**
 * Drops the chunk names of the routes that moved to a section chunk. Runs after the short names.
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function routeChunkNamesLoader(source) {
  const { keyGroup } = readGenerated(this.resourcePath, (file) => this.addDependency(file));
  const table = JSON.parse(source);
  for (const key of keyGroup.keys()) delete table[key];
  return JSON.stringify(table);
}

/**
 * For tools that compute what a page loads (scripts/bench/lib/first-load.cjs): the section chunk
 * the browser loads for `pathname` when the docs root `rootKey` matched it, else null.
 * @param {DocsRoot[]} roots from `docsRoots` @param {string} rootKey a matched route's key @param {string} pathname
 * @returns {string | null}
 */
function sectionChunkFor(roots, rootKey, pathname) {
  const docsRoot = roots.find((root) => root.root.key === rootKey);
  if (!docsRoot) return null;
  const segment = pathname.startsWith(docsRoot.base)
    ? (pathname.slice(docsRoot.base.length).split('/')[0] ?? '')
    : '';
  return groupChunkName(docsRoot.base, segment && docsRoot.groups.has(segment) ? segment : '');
}

module.exports = {
  QUERY,
  chunkNamesIn,
  docsRoots,
  lazyPlan,
  groupChunkName,
  mainRoutesModule,
  groupRoutesModule,
  readGenerated,
  routesLoader,
  registryLoader,
  routeChunkNamesLoader,
  sectionChunkFor,
};
