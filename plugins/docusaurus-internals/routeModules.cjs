// @ts-check
/**
 * Loader for the browser bundle's copy of Docusaurus's three generated route modules
 * (`.docusaurus/registry.js`, `routesChunkNames.json`, `routes.js`); the server bundle keeps
 * Docusaurus's, so the HTML is unchanged. Each module is written in one pass from the three files:
 * - chunk names are short (`c0`, `c1`, … in sorted order) instead of 8 hex digits, which every
 *   page loads three times (registry key, route chunk names, the runtime's name table);
 * - registry entries lose the module name, which only server rendering reads;
 * - the pages of each docs root (a route of MIN_PAGES or more page routes: one per docs version)
 *   move to one chunk per section (`/concepts/…`, `/v4/api/…`; pages outside a section share
 *   one), with the registry entries and chunk names only they use. `client/lazyDocsRoutes.tsx`
 *   loads a section when one of its paths is preloaded.
 * A generated file in another shape fails the build, naming this file. CommonJS: the bundler
 * loads loaders with require().
 */
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');

const FILE = 'plugins/docusaurus-internals/routeModules.cjs';
/** A route with at least this many children, all pages, is a docs root. */
const MIN_PAGES = 20;
/** The resource query of a section's chunk module: `routes.js?lazy-routes=<root index>/<group>`. */
const QUERY = 'lazy-routes';
const RUNTIME = path.join(__dirname, 'client/lazyDocsRoutes');

/** @param {string} what */
const shapeError = (what) =>
  new Error(`docusaurus-internals: ${what}; has Docusaurus's generated code changed? (${FILE})`);

/** `  "name": [() => import(/* webpackChunkName: "name" *\/ "module"), "module", require.resolveWeak("module")],` */
const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/**
 * @param {string} source the generated registry.js
 * @returns {Map<string, string>} chunk name → module (as quoted in the source)
 */
function readRegistry(source) {
  const body = /^export default \{\n([^]*)\};\n?$/.exec(source)?.[1];
  const modules = new Map();
  for (const line of (body ?? '').split('\n').filter(Boolean)) {
    const entry = REGISTRY_ENTRY.exec(line);
    if (!entry) throw shapeError(`cannot read the chunk registry line ${line.slice(0, 100)}`);
    modules.set(entry[1], entry[2]);
  }
  if (modules.size === 0) throw shapeError('found no entries in the chunk registry');
  return modules;
}

/** A registry entry of the browser bundle: no module name, which only server rendering reads. */
const registryEntry = (/** @type {string} */ name, /** @type {string} */ module) =>
  `"${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "", require.resolveWeak("${module}")]`;

/** A route's `ComponentCreator(path[, hash])`; `key` is its key in routesChunkNames.json. */
class Component {
  /** @param {string[]} args */
  constructor(args) {
    this.args = args;
    this.key = args.join('-');
  }
}
/** Code to write as it is into a generated module. */
class Code {
  /** @param {string} code */
  constructor(code) {
    this.code = code;
  }
}

/**
 * @typedef {{ path: string, component: Component, exact?: boolean, routes?: Route[], [attribute: string]: unknown }} Route
 * @typedef {{ id: string, chunkName: string, pages: Route[] }} Section
 * @typedef {{ index: number, root: Route, base: string, sections: Map<string, Section> }} DocsRoot
 */

/** @param {any} node a node of the route table's syntax tree @returns {any} */
function valueOf(node) {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'ArrayExpression':
      return node.elements.map(valueOf);
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((/** @type {any} */ p) => [
          p.key?.name ?? p.key?.value,
          valueOf(p.value),
        ]),
      );
    case 'CallExpression':
      if (node.callee.name === 'ComponentCreator')
        return new Component(node.arguments.map(valueOf));
  }
  throw shapeError(`found ${node?.type} in the route table`);
}

/**
 * The route table of the generated routes.js, read without running it.
 * @param {string} source
 * @returns {Route[]}
 */
function readRoutes(source) {
  const program = /** @type {any} */ (
    acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' })
  );
  const table = program.body.find(
    (/** @type {any} */ node) => node.type === 'ExportDefaultDeclaration',
  )?.declaration;
  if (table?.type !== 'ArrayExpression') throw shapeError('no `export default [...]`');
  const routes = valueOf(table);
  const check = (/** @type {Route} */ route) => {
    if (typeof route.path !== 'string' || !(route.component instanceof Component))
      throw shapeError('a route without a path and ComponentCreator(…)');
    route.routes?.forEach(check);
  };
  routes.forEach(check);
  return routes;
}

/**
 * JavaScript for a value of the route table: ComponentCreator calls and Code as they are, the rest JSON.
 * @param {unknown} value @returns {string}
 */
function toCode(value) {
  if (value instanceof Code) return value.code;
  if (value instanceof Component)
    return `ComponentCreator(${value.args.map((arg) => JSON.stringify(arg)).join(', ')})`;
  if (Array.isArray(value)) return `[\n${value.map(toCode).join(',\n')}\n]`;
  if (value && typeof value === 'object')
    return `{\n${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${toCode(item)}`)
      .join(',\n')}\n}`;
  return JSON.stringify(value);
}

/**
 * The section's chunk name (its webpackChunkName): `routes-v4-api`, `routes-concepts`, or
 * `routes-pages` for the pages outside a section of the current version.
 * @param {string} base @param {string} group
 */
const sectionChunkName = (base, group) =>
  ['routes', ...base.split('/').filter(Boolean), group || 'pages'].join('-');

/** The first segment of `pathname` under `base` (`/v4/api/cli/` under `/v4/` → `api`), '' outside it. */
const firstSegment = (/** @type {string} */ pathname, /** @type {string} */ base) =>
  pathname.startsWith(base) ? (pathname.slice(base.length).split('/')[0] ?? '') : '';

/**
 * The docs roots of a route table, their pages grouped by section: the first path segment under
 * the root when two or more pages share it, else '' (pages such as /glossary/).
 * @param {Route[]} routes
 * @returns {DocsRoot[]}
 */
function docsRoots(routes) {
  /** @type {Route[]} */
  const roots = [];
  const visit = (/** @type {Route} */ route) => {
    const pages = route.routes ?? [];
    if (pages.length >= MIN_PAGES && pages.every((page) => !page.routes)) roots.push(route);
    else pages.forEach(visit);
  };
  routes.forEach(visit);
  return roots.map((root, index) => {
    const base = root.path.endsWith('/') ? root.path : `${root.path}/`;
    const pages = root.routes ?? [];
    /** @type {Map<string, number>} first path segment → how many pages have it */
    const counts = new Map();
    for (const page of pages) {
      const segment = firstSegment(page.path, base);
      counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
    /** @type {Map<string, Section>} */
    const sections = new Map();
    for (const page of pages) {
      const segment = firstSegment(page.path, base);
      const group = segment !== '' && (counts.get(segment) ?? 0) > 1 ? segment : '';
      const section = sections.get(group) ?? {
        id: `${index}/${group}`,
        chunkName: sectionChunkName(base, group),
        pages: [],
      };
      section.pages.push(page);
      sections.set(group, section);
    }
    return { index, root, base, sections };
  });
}

/**
 * Every chunk name in a route's entry of routesChunkNames.json (nested objects and lists).
 * @param {unknown} entry @param {Set<string>} [out]
 */
function chunkNamesIn(entry, out = new Set()) {
  if (typeof entry === 'string') out.add(entry);
  else if (entry && typeof entry === 'object')
    Object.values(entry).forEach((item) => chunkNamesIn(item, out));
  return out;
}

/**
 * The same entry with each chunk name renamed.
 * @param {unknown} entry @param {Map<string, string>} names
 * @returns {any}
 */
function renamed(entry, names) {
  if (typeof entry === 'string') {
    const name = names.get(entry);
    if (name === undefined) throw shapeError(`route chunk "${entry}" is not in the chunk registry`);
    return name;
  }
  if (Array.isArray(entry)) return entry.map((item) => renamed(item, names));
  if (entry && typeof entry === 'object')
    return Object.fromEntries(
      Object.entries(entry).map(([key, item]) => [key, renamed(item, names)]),
    );
  return entry;
}

/**
 * Everything the browser's route modules are written from.
 * @param {{ registry: string, chunkNames: string, routes: string }} sources the generated files
 */
function planRouteModules(sources) {
  const modules = readRegistry(sources.registry);
  // a letter first, so that no short name reads as a chunk id
  const shortNames = new Map(
    [...modules.keys()].sort().map((name, index) => [name, `c${index.toString(36)}`]),
  );
  /** @type {Record<string, unknown>} route key → its chunk names, short */
  const chunkNames = renamed(JSON.parse(sources.chunkNames), shortNames);
  const routes = readRoutes(sources.routes);
  const roots = docsRoots(routes);
  /** @type {Map<string, Section>} page route key → its section */
  const sectionOf = new Map();
  for (const section of roots.flatMap((root) => [...root.sections.values()]))
    for (const page of section.pages) sectionOf.set(page.component.key, section);
  // A chunk moves with a section when that section's pages are its only users: a page's content
  // moves, the page component that every section shares (DocItem) stays in the main bundle.
  /** @type {Map<string, Set<Section | undefined>>} short chunk name → who uses it */
  const users = new Map();
  for (const [key, names] of Object.entries(chunkNames))
    for (const name of chunkNamesIn(names))
      users.set(name, new Set([...(users.get(name) ?? []), sectionOf.get(key)]));
  /** @type {Map<string, Section>} short chunk name → the section it moves to */
  const moved = new Map();
  for (const [name, owners] of users) {
    const [only] = owners;
    if (owners.size === 1 && only) moved.set(name, only);
  }
  for (const key of sectionOf.keys())
    if (!(key in chunkNames)) throw shapeError(`route ${key} has no chunk names`);
  const modulesByShortName = new Map(
    [...modules].map(([name, module]) => [/** @type {string} */ (shortNames.get(name)), module]),
  );
  return { modules: modulesByShortName, shortNames, chunkNames, routes, roots, sectionOf, moved };
}

/** @typedef {ReturnType<typeof planRouteModules>} Plan */

/** @param {Plan} plan */
function registryModule(plan) {
  const entries = [...plan.modules]
    .filter(([name]) => !plan.moved.has(name))
    .map(([name, module]) => `  ${registryEntry(name, module)},`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** @param {Plan} plan */
function chunkNamesModule(plan) {
  return JSON.stringify(
    Object.fromEntries(Object.entries(plan.chunkNames).filter(([key]) => !plan.sectionOf.has(key))),
  );
}

/** The route table with each docs root's pages replaced by `lazyDocsRoutes(…)`. @param {Plan} plan */
function mainRoutesModule(plan) {
  /** @param {Route} route @returns {unknown} the route, or its code */
  const lazy = (route) => {
    const docsRoot = plan.roots.find((root) => root.root === route);
    if (!docsRoot) return route.routes ? { ...route, routes: route.routes.map(lazy) } : route;
    const attributes = Object.entries(route).filter(
      ([name]) => !['component', 'routes'].includes(name),
    );
    const loaders = Object.fromEntries(
      [...docsRoot.sections].map(([group, section]) => [
        group,
        new Code(
          `() => import(/* webpackChunkName: "${section.chunkName}" */ "./routes.js?${QUERY}=${section.id}")`,
        ),
      ]),
    );
    const sections = `lazyDocsRoutes(${toCode(route.component)}, ${JSON.stringify(docsRoot.base)}, ${toCode(loaders)})`;
    return new Code(`{ ...${toCode(Object.fromEntries(attributes))}, ...${sections} }`);
  };
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { lazyDocsRoutes } from ${JSON.stringify(RUNTIME)};`,
    `export default ${toCode(plan.routes.map(lazy))};`,
  ].join('\n');
}

/**
 * A section's chunk: its registry entries and chunk names, added to the main bundle's before its
 * pages' routes are created, then the routes.
 * @param {Plan} plan @param {string} id
 */
function sectionRoutesModule(plan, id) {
  const section = plan.roots
    .flatMap((root) => [...root.sections.values()])
    .find((s) => s.id === id);
  if (!section) throw shapeError(`no docs section ${id}`);
  const entries = [...plan.moved]
    .filter(([, owner]) => owner === section)
    .map(([name]) => registryEntry(name, /** @type {string} */ (plan.modules.get(name))));
  const chunkNames = section.pages.map((page) => [
    page.component.key,
    plan.chunkNames[page.component.key],
  ]);
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `Object.assign(registry, {\n${entries.join(',\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(Object.fromEntries(chunkNames))});`,
    `export default ${toCode(section.pages)};`,
  ].join('\n');
}

/**
 * The route module plan of a site's generated files (`siteDir/.docusaurus`), for tools that work
 * out what a page loads (scripts/bench/lib/first-load.cjs).
 * @param {string} generatedDir @param {(file: string) => void} [watch]
 */
function readRouteModules(generatedDir, watch) {
  const read = (/** @type {string} */ name) => {
    const file = path.join(generatedDir, name);
    watch?.(file);
    return fs.readFileSync(file, 'utf8');
  };
  return planRouteModules({
    registry: read('registry.js'),
    chunkNames: read('routesChunkNames.json'),
    routes: read('routes.js'),
  });
}

/**
 * The section chunk the browser loads for `pathname` when the route `key` matched it, if any.
 * @param {Plan} plan @param {string} key @param {string} pathname
 */
function sectionChunkFor(plan, key, pathname) {
  const docsRoot = plan.roots.find((root) => root.root.component.key === key);
  if (!docsRoot) return null;
  const segment = firstSegment(pathname, docsRoot.base);
  return (docsRoot.sections.get(segment) ?? docsRoot.sections.get(''))?.chunkName ?? null;
}

/**
 * @this {{ resourcePath: string, resourceQuery: string, addDependency(file: string): void }}
 * @returns {string}
 */
function routeModulesLoader() {
  const plan = readRouteModules(path.dirname(this.resourcePath), (file) =>
    this.addDependency(file),
  );
  const section = new URLSearchParams(this.resourceQuery).get(QUERY);
  switch (path.basename(this.resourcePath)) {
    case 'registry.js':
      return registryModule(plan);
    case 'routesChunkNames.json':
      return chunkNamesModule(plan);
    case 'routes.js':
      return section === null ? mainRoutesModule(plan) : sectionRoutesModule(plan, section);
  }
  throw shapeError(`no route module ${this.resourcePath}`);
}

module.exports = routeModulesLoader;
module.exports.QUERY = QUERY;
module.exports.chunkNamesIn = chunkNamesIn;
module.exports.planRouteModules = planRouteModules;
module.exports.readRouteModules = readRouteModules;
module.exports.readRoutes = readRoutes;
module.exports.sectionChunkFor = sectionChunkFor;
