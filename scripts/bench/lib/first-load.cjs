// @ts-check
/**
 * What a page loads on first visit, computed from the build output alone (no browser):
 * the scripts and stylesheets in its HTML plus the chunks Docusaurus loads for its route
 * before hydrating. Shared by the size-budget gate and the benchmark.
 *
 * Docusaurus (with Rspack) does not list the route chunks in the HTML; the client runtime
 * matches the URL against the route table (`.docusaurus/routes.js`), takes each matched
 * route's chunk names (`.docusaurus/routesChunkNames.json`) and loads every chunk group
 * (`.docusaurus/client-manifest.json`). This module repeats those three steps, and adds the
 * named chunks the site's own components load on every page as they mount (MOUNT_CHUNKS).
 * CommonJS so both the .mjs scripts and the TypeScript tests can load it.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const {
  chunkNamesIn: chunkNameSet,
  readRouteModules,
  readRoutes,
  sectionChunkFor,
} = require('../../../plugins/docusaurus-internals/routeModules.cjs');

/** Every chunk name under a route's entry in `routesChunkNames.json` (nested objects and lists), in order. @param {unknown} entry */
const chunkNamesIn = (entry) => [...chunkNameSet(entry)];

/**
 * @typedef {{ path: string, key: string, exact: boolean, routes?: RouteNode[] }} RouteNode
 *   one entry of the route table; `key` is the `routesChunkNames.json` key (`path-hash`)
 * @typedef {{ entrypoints: string[], origins: Record<string, string[]>, assets: Record<string, { js?: { file: string }[], css?: { file: string }[] }> }} ClientManifest
 * @typedef {{ scripts: string[], stylesheets: string[] }} HtmlAssets
 * @typedef {{ file: string, raw: number, gzip: number }} SizedFile
 * @typedef {{ js: SizedFile[], css: SizedFile[], jsRaw: number, jsGzip: number, cssRaw: number, cssGzip: number }} FirstLoad
 */

/**
 * Chunks (by webpackChunkName) the site's components load as soon as they mount, for a
 * first-time reader: on the home page the Support the Team list; on the vote page the vote list
 * (each lazy by spec, its own chunk). The notification bar's message is in the server HTML and
 * the main bundle, so a page never shows an empty bar.
 * @type {Record<string, string[]>}
 */
const MOUNT_CHUNKS = {
  '/': ['support-list'],
  '/vote/': ['vote-list'],
};

/**
 * Chunks (by webpackChunkName) that load only once the page has loaded and the main thread is
 * idle: first-visit work that is not part of showing or hydrating the page (the offline worker's
 * registration, plugins/offline/client/registerSw.ts). A browser fetches them after the load
 * event, so they are not counted; tests/e2e/first-load.test.ts leaves them out the same way.
 */
const IDLE_CHUNKS = ['offline-register'];

/** @param {string} pathname @returns {string[]} the mount chunks of that page */
const mountChunkNames = (pathname) => [
  ...(MOUNT_CHUNKS['*'] ?? []),
  ...(MOUNT_CHUNKS[pathname] ?? []),
];

/**
 * A route of the table as plugins/docusaurus-internals reads it, with its chunk-names key.
 * @param {import('../../../plugins/docusaurus-internals/routeModules.cjs').Route} route
 * @returns {RouteNode}
 */
const routeNode = (route) => ({
  path: route.path,
  key: route.component.key,
  exact: Boolean(route.exact),
  ...(route.routes ? { routes: route.routes.map(routeNode) } : {}),
});

/** @param {string} source contents of `.docusaurus/routes.js` @returns {RouteNode[]} */
const parseRoutesModule = (source) => readRoutes(source).map(routeNode);

/**
 * The chain of routes react-router-config renders for a URL path: at each level the first
 * route whose path matches (exactly, or as a prefix unless `exact`), then its children.
 * The site's routes have no parameters; `*` matches anything.
 * @param {RouteNode[]} routes
 * @param {string} pathname
 * @returns {RouteNode[]}
 */
function matchRouteChain(routes, pathname) {
  /** @param {RouteNode} route */
  const matches = (route) => {
    if (route.path === '*') return true;
    if (route.exact) return route.path === pathname || route.path === `${pathname}/`;
    return (
      pathname.startsWith(route.path.endsWith('/') ? route.path : `${route.path}/`) ||
      pathname === route.path
    );
  };
  const route = routes.find(matches);
  if (!route) return [];
  return [route, ...(route.routes ? matchRouteChain(route.routes, pathname) : [])];
}

/**
 * The files of the named chunks and of every chunk they need, in load order, without duplicates.
 * A name the manifest does not know is a module the bundler merged into the entry chunk
 * (e.g. `@generated/docusaurus.config`, which main imports too): it costs nothing extra.
 * @param {ClientManifest} manifest
 * @param {string[]} chunkNames
 * @returns {{ js: string[], css: string[] }}
 */
function chunkFiles(manifest, chunkNames) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const name of chunkNames) {
    for (const id of manifest.origins[name] ?? []) {
      for (const asset of manifest.assets[id]?.js ?? []) js.add(`/${asset.file}`);
      for (const asset of manifest.assets[id]?.css ?? []) css.add(`/${asset.file}`);
    }
  }
  return { js: [...js], css: [...css] };
}

/** @param {string} value an attribute value as written in minified HTML */
const unquote = (value) => value.replace(/^["']|["']$/g, '');

/**
 * The same-origin scripts and stylesheets an HTML page asks for up front
 * (external `<script src>`, `<link rel=stylesheet>`, script preloads).
 * @param {string} html
 * @returns {HtmlAssets}
 */
function htmlAssets(html) {
  const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => {
    const match = tag.match(new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`, 'i'));
    return match ? unquote(match[1] ?? '') : undefined;
  };
  /** @param {string | undefined} href */
  const local = (href) => href !== undefined && href.startsWith('/') && !href.startsWith('//');
  const scripts = [];
  const stylesheets = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (local(src)) scripts.push(/** @type {string} */ (src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!local(href)) continue;
    if (rel.includes('stylesheet')) stylesheets.push(/** @type {string} */ (href));
    else if (
      rel.includes('modulepreload') ||
      (rel.includes('preload') && attribute(tag, 'as') === 'script')
    ) {
      scripts.push(/** @type {string} */ (href));
    }
  }
  return { scripts, stylesheets };
}

/**
 * Raw and gzip (level 9, what scripts/serve.mjs sends) size of a file.
 * @param {string} file
 * @returns {{ raw: number, gzip: number }}
 */
function fileSizes(file) {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

/**
 * Reads what `computeFirstLoad` needs from a build: the route table, the chunk names of each
 * route and the client manifest, all written by `docusaurus build` into `.docusaurus/`.
 * @param {string} siteDir
 */
function readRouteData(siteDir) {
  const generated = path.join(siteDir, '.docusaurus');
  const manifest = path.join(generated, 'client-manifest.json');
  if (!fs.existsSync(manifest))
    throw new Error(`${manifest} is missing: run \`npm run build\` first.`);
  // The browser bundle's route modules (short chunk names, docs pages in section chunks), as
  // plugins/docusaurus-internals writes them; the client manifest uses the same names.
  const plan = readRouteModules(generated);
  return {
    plan,
    routes: plan.routes.map(routeNode),
    /** @type {Record<string, unknown>} */
    routesChunkNames: plan.chunkNames,
    /** @type {ClientManifest} */
    manifest: JSON.parse(fs.readFileSync(manifest, 'utf8')),
  };
}

/**
 * The files of a URL path's first load, without sizes: its HTML's scripts and stylesheets, then
 * its route's chunks (site paths, once each). Also what the page needs to open offline
 * (plugins/offline's lists).
 * @param {{ buildDir: string, routeData: ReturnType<typeof readRouteData>, pathname: string, htmlFile?: string }} options
 * @returns {{ js: string[], css: string[], routeKeys: string[] }}
 */
function firstLoadFiles({ buildDir, routeData, pathname, htmlFile }) {
  const htmlPath = htmlFile ?? path.join(buildDir, pathname, 'index.html');
  const html = fs.readFileSync(htmlPath, 'utf8');
  const fromHtml = htmlAssets(html);
  const chain = matchRouteChain(routeData.routes, pathname);
  const routeKeys = chain.map((route) => route.key);
  const sectionChunks = routeKeys.flatMap(
    (key) => sectionChunkFor(routeData.plan, key, pathname) ?? [],
  );
  const names = [
    ...routeKeys.flatMap((key) => chunkNamesIn(routeData.routesChunkNames[key])),
    ...sectionChunks,
    ...mountChunkNames(pathname),
  ];
  const fromRoute = chunkFiles(routeData.manifest, names);
  const unique = (/** @type {string[]} */ files) => [...new Set(files)];
  return {
    routeKeys,
    js: unique([...fromHtml.scripts, ...fromRoute.js]),
    css: unique([...fromHtml.stylesheets, ...fromRoute.css]),
  };
}

/**
 * First-load JS and CSS of a URL path: HTML assets plus the route's chunks, each file's size.
 * @param {{ buildDir: string, routeData: ReturnType<typeof readRouteData>, pathname: string, htmlFile?: string }} options
 *   `htmlFile` defaults to `<pathname>/index.html` (pass `404.html` for the not-found page)
 * @returns {FirstLoad & { routeKeys: string[] }}
 */
function computeFirstLoad({ buildDir, routeData, pathname, htmlFile }) {
  const files = firstLoadFiles({ buildDir, routeData, pathname, htmlFile });
  const size = (/** @type {string} */ file) => ({ file, ...fileSizes(path.join(buildDir, file)) });
  const js = files.js.map(size);
  const css = files.css.map(size);
  const sum = (/** @type {SizedFile[]} */ files, /** @type {'raw' | 'gzip'} */ key) =>
    files.reduce((total, file) => total + file[key], 0);
  return {
    routeKeys: files.routeKeys,
    js,
    css,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
  };
}

module.exports = {
  IDLE_CHUNKS,
  MOUNT_CHUNKS,
  mountChunkNames,
  parseRoutesModule,
  matchRouteChain,
  chunkNamesIn,
  chunkFiles,
  htmlAssets,
  fileSizes,
  readRouteData,
  firstLoadFiles,
  computeFirstLoad,
};
