/**
 * Offline reading (spec §4, §7, §9): the site is a PWA built by
 * @docusaurus/plugin-pwa, whose worker is served at /sw.js.
 *
 * - `pwaPluginOptions()` configures plugin-pwa: offline mode for every reader (an
 *   ordinary browser tab works offline after a first visit); its precache is narrowed to the
 *   app shell page, manifest and icons (lib/policy.js); the site's worker module
 *   (sw/offline.js) keeps the shell's scripts and stylesheet at install and what the reader
 *   visits; the site's own registration (client/registerSw.ts) reloads the page when a new
 *   worker takes control and says so in the console while one waits.
 * - the `offline` plugin checks after the build that the worker can keep every file
 *   the app shell starts with, and writes the offline lists (lib/lists.ts) to build/offline/:
 *   the Documentation menu's section front pages and their code (kept by the worker when the
 *   browser is idle, within MENU_BUDGET_BYTES) and, per docs version, every file the save
 *   control downloads (pages, page code, search index, Markdown twins) with its size.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@docusaurus/plugin-pwa';
import {
  APP_SHELL_PATH,
  MENU_BUDGET_BYTES,
  OFFLINE_DIR,
  OFFLINE_INDEX,
  SHELL_STATIC_FILES,
  isShellFile,
  startupFiles,
} from './lib/policy.js';
import {
  assertMenuBudget,
  formatBytes,
  pageFiles,
  sized,
  totalBytes,
  type OfflineIndex,
  type SizedFile,
  type VersionList,
  type VersionSummary,
} from './lib/lists';
import { twinPath } from '../llms/lib/urls';
import { scopeDir } from '../local-search/lib/scopes';
import { docsDirectory, documentationSections, listSections } from '../content-model/lib/sections';
// What a page loads to show and hydrate: its HTML's files and its route's chunks (the docs
// section's routes chunk too), read from the build by the first-load helper the size gate uses.
const { chunkFiles, firstLoadFiles, readRouteData } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../scripts/bench/lib/first-load.cjs') as {
    readRouteData: (siteDir: string) => RouteData;
    firstLoadFiles: (options: { buildDir: string; routeData: RouteData; pathname: string }) => {
      js: string[];
      css: string[];
    };
    chunkFiles: (
      manifest: RouteData['manifest'],
      names: readonly string[],
    ) => { js: string[]; css: string[] };
  };
interface RouteData {
  manifest: { origins: Record<string, string[]> };
}

/**
 * Chunks (webpackChunkName) a docs page loads when the reader uses its UI: kept with a saved
 * version, so search, the webpack 4 banner, code highlighting and this control work offline too.
 * Each name costs every page about 15 bytes gzip (the runtime maps chunk names to ids), so chunks
 * whose failed load a page already survives are left unnamed: the version selector's mapping (it
 * stays on the page) and the phone menu's gestures (the menu works without them).
 */
export const ON_DEMAND_CHUNKS = Object.freeze([
  'search-screen',
  'search-client',
  'version-banner',
  'prism',
  'offline-save',
  'offline-register',
]);

type ManifestTransform = NonNullable<
  PluginOptions['injectManifestConfig']['manifestTransforms']
>[number];

export { startupFiles };

/**
 * Shell startup files the worker would not keep: it keeps the files under
 * assets/ at install (sw/offline.js). Empty when the shell works offline.
 */
export function missingShellFiles(shellHtml: string): string[] {
  const files = startupFiles(shellHtml);
  if (files.length === 0) return ['(no script or stylesheet at all)'];
  return files.filter((file) => !file.startsWith('assets/'));
}

/** Narrows plugin-pwa's precache (by default the whole build, about 20 MB) to the app shell page, manifest and icons. */
export const precacheShellOnly: ManifestTransform = (entries) => {
  const manifest = entries.filter((entry) => isShellFile(entry.url));
  const missing = SHELL_STATIC_FILES.filter(
    (file) => !manifest.some((entry) => entry.url === file),
  );
  if (missing.length > 0) {
    throw new Error(
      `Offline worker: the build has no ${missing.join(', ')}; the app shell cannot be installed.`,
    );
  }
  return { manifest, warnings: [] };
};

/** No `pwaHead`: the manifest and icon links are injected once by the head-tags plugin of docusaurus.config.ts. */
export function pwaPluginOptions(): Partial<PluginOptions> {
  return {
    // Every reader, in an ordinary tab too: the precache is only the small app shell.
    offlineModeActivationStrategies: ['always'],
    swRegister: path.resolve(__dirname, 'client/registerSw.ts'),
    swCustom: path.resolve(__dirname, 'sw/offline.js'),
    // plugin-pwa sets swSrc, swDest and globDirectory itself.
    injectManifestConfig: {
      manifestTransforms: [precacheShellOnly],
    } as PluginOptions['injectManifestConfig'],
  };
}

interface DocsVersion {
  /** '5', '4' (the docs plugin's label). */
  version: string;
  /** '/', '/v4/' */
  path: string;
  isLast: boolean;
  pages: string[];
}

/** The build's file for a site path: '/concepts/' → concepts/index.html. */
const buildFile = (outDir: string, sitePath: string) =>
  path.join(outDir, sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);

/** Every file under a build folder, as site paths, except those under `skip` (other versions' indexes). */
function filesUnder(outDir: string, dir: string, skip: readonly string[]): string[] {
  const full = path.join(outDir, dir);
  if (!fs.existsSync(full)) return [];
  return (fs.readdirSync(full, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `/${dir}${file.split(path.sep).join('/')}`)
    .filter((file) => fs.statSync(path.join(outDir, file)).isFile())
    .filter((file) => !skip.some((other) => file.startsWith(`/${other}`)))
    .sort();
}

/**
 * The offline lists of a build (see lib/lists.ts). Reads the search index and the Markdown twins,
 * which local-search and llms write in their own postBuild: both write synchronously and come
 * before this plugin in docusaurus.config.ts, so they are on disk when this runs.
 */
export function offlineLists(
  outDir: string,
  versions: readonly DocsVersion[],
  menuPages: readonly string[],
  routeData: RouteData,
): { index: OfflineIndex; lists: VersionList[] } {
  const sizeOf = (file: string) => {
    const stat = fs.statSync(buildFile(outDir, file), { throwIfNoEntry: false });
    return stat?.isFile() ? stat.size : undefined;
  };
  const codeOf = (page: string) => {
    const { js, css } = firstLoadFiles({ buildDir: outDir, routeData, pathname: page });
    return [...js, ...css, ...pageFiles(fs.readFileSync(buildFile(outDir, page), 'utf8'))];
  };
  if (!versions.some((version) => version.isLast))
    throw new Error('Offline lists: the docs plugin has no current version.');
  // The app shell's scripts and stylesheet are kept as the worker installs: not counted again.
  const shellFiles = new Set(
    startupFiles(fs.readFileSync(buildFile(outDir, APP_SHELL_PATH), 'utf8')).map((f) => `/${f}`),
  );
  const menu = sized(
    menuPages.flatMap((page) => [page, ...codeOf(page)]).filter((file) => !shellFiles.has(file)),
    sizeOf,
    'the Documentation menu',
  );
  assertMenuBudget(menu, MENU_BUDGET_BYTES);

  const missingChunks = ON_DEMAND_CHUNKS.filter((name) => !routeData.manifest.origins[name]);
  if (missingChunks.length > 0)
    throw new Error(
      `Offline lists: the browser bundle has no chunk named ${missingChunks.join(', ')} ` +
        '(plugins/offline/index.ts ON_DEMAND_CHUNKS); was a webpackChunkName renamed?',
    );
  const onDemand = chunkFiles(routeData.manifest, ON_DEMAND_CHUNKS);
  const searchDirs = versions.map((version) =>
    scopeDir({ path: version.path.replace(/^\/+|\/+$/g, ''), isLast: version.isLast }),
  );
  const compressedBytes: number[] = [];
  const lists: VersionList[] = versions.map((version, i) => {
    const ownSearch = searchDirs[i]!;
    const twins = version.pages
      .map((page) => twinPath(page))
      .filter((twin) => sizeOf(twin) !== undefined);
    const files: SizedFile[] = sized(
      [
        ...version.pages,
        ...version.pages.flatMap(codeOf),
        ...onDemand.js,
        ...onDemand.css,
        ...filesUnder(
          outDir,
          ownSearch,
          searchDirs.filter((dir) => dir !== ownSearch && dir.startsWith(ownSearch)),
        ),
        ...twins,
      ],
      sizeOf,
      `webpack ${version.version}'s saved copy`,
    );
    const hash = crypto.createHash('sha256');
    let compressed = 0;
    for (const [file] of files) {
      const body = fs.readFileSync(buildFile(outDir, file));
      hash.update(file).update(body);
      compressed += zlib.gzipSync(body, { level: 6 }).length;
    }
    compressedBytes.push(compressed);
    return { format: 1, version: version.version, build: hash.digest('hex').slice(0, 12), files };
  });
  const summaries: VersionSummary[] = lists.map((list, i) => ({
    version: list.version,
    path: versions[i]!.path,
    pages: versions[i]!.pages.length,
    files: list.files.length,
    bytes: totalBytes(list.files),
    compressedBytes: compressedBytes[i]!,
    build: list.build,
    list: `${OFFLINE_DIR}${list.version}.json`,
  }));
  return {
    index: { format: 1, menu: { bytes: totalBytes(menu), files: menu }, versions: summaries },
    lists,
  };
}

export default function offlinePlugin(context: { siteDir: string; baseUrl: string }): Plugin {
  let versions: DocsVersion[] = [];
  return {
    name: 'offline',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    allContentLoaded({ allContent }) {
      const docs = (allContent as Record<string, Record<string, unknown> | undefined>)[
        'docusaurus-plugin-content-docs'
      ]?.default as DocsContent | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => ({
        version: version.label,
        path: version.path.endsWith('/') ? version.path : `${version.path}/`,
        isLast: version.isLast,
        // the page's folder, as the worker keys pages ('/glossary' is served as '/glossary/')
        pages: version.docs.map((doc) =>
          doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`,
        ),
      }));
    },
    async postBuild({ outDir }) {
      const shellFile = path.join(outDir, APP_SHELL_PATH, 'index.html');
      if (!fs.existsSync(shellFile)) {
        throw new Error(
          `Offline worker: the build has no app shell at ${APP_SHELL_PATH} (src/pages/app-shell.tsx).`,
        );
      }
      const missing = missingShellFiles(fs.readFileSync(shellFile, 'utf8'));
      if (missing.length > 0) {
        throw new Error(
          `Offline worker: the app shell starts with ${missing.join(', ')}, which the worker does not keep at install ` +
            '(it keeps the files under /assets/; see plugins/offline/sw/offline.js).',
        );
      }
      if (context.baseUrl !== '/' || versions.length === 0) return;
      const menuPages = documentationSections(listSections(docsDirectory(context.siteDir))).map(
        (section) => `/${section}/`,
      );
      const { index, lists } = offlineLists(
        outDir,
        versions,
        menuPages,
        readRouteData(context.siteDir),
      );
      const write = (sitePath: string, data: unknown) => {
        const file = path.join(outDir, sitePath);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify(data));
      };
      write(OFFLINE_INDEX, index);
      for (const list of lists) write(`${OFFLINE_DIR}${list.version}.json`, list);
      console.log(
        `[offline] menu ${index.menu.files.length} files ${formatBytes(index.menu.bytes)}; ` +
          index.versions
            .map(
              (v) =>
                `webpack ${v.version}: ${v.pages} pages, ${v.files} files, ${formatBytes(v.bytes)} (${formatBytes(v.compressedBytes)} gzip)`,
            )
            .join('; '),
      );
    },
  };
}
