/**
 * Built-in local search: lifecycle only. After the build, reads every built
 * page, keeps the docs pages and blog posts (not printable sections, the app
 * shell or noindex pages), and writes one sharded index per docs version:
 * build/search/ for the current docs (and the blog), build/search/v4/ for
 * webpack 4 (lib/scopes.ts). The build fails when one search could download
 * more than the size budget from any of them. The header's SearchBar
 * (theme/SearchBar) loads the index of the page's version in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentModel } from '../content-model/lib/model';
import { sectionLabel } from '../content-model/lib/sections';
import { assertWithinBudget, searchCost, type SearchCost } from './lib/budget';
import { buildIndex, type BuiltIndex } from './lib/buildIndex';
import { toSearchDocument, type SearchDocument } from './lib/extract';
import { searchPages, type SearchPage } from './lib/pages';
import { groupByScope, scopeDir, scopePath, type SearchScope } from './lib/scopes';

/** The HTML file Docusaurus wrote for a route (trailing-slash routes are folders with index.html). */
export function htmlFileFor(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl)
    ? route.slice(baseUrl.length)
    : route.replace(/^\//, '');
  return relative.endsWith('.html')
    ? path.join(outDir, relative)
    : path.join(outDir, relative, 'index.html');
}

/**
 * The search documents of the content model's pages: the text each built page shows (its HTML),
 * with the URL and section the model gives it. A page the build did not write fails the build:
 * the model and the routes disagree.
 */
export function readSearchDocuments(
  outDir: string,
  baseUrl: string,
  pages: readonly SearchPage[],
): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const route = `${baseUrl}${page.url.slice(1)}`;
    const file = htmlFileFor(outDir, baseUrl, route);
    if (!fs.existsSync(file))
      throw new Error(
        `Local search: the content model's page ${page.url} was not built (no ${path.relative(outDir, file)}).`,
      );
    const document = toSearchDocument(route, fs.readFileSync(file, 'utf8'), page.section);
    if (document) documents.push(document);
  }
  return documents;
}

/** The default docs plugin's versions as search scopes; one scope for the whole site without versions. */
export function docsScopes(
  allContent: Record<string, Record<string, unknown> | undefined>,
  baseUrl: string,
): SearchScope[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  if (!docs) return [{ name: 'current', label: 'current', path: '', isLast: true }];
  return docs.loadedVersions.map((version) => ({
    name: version.versionName,
    label: version.label,
    path: scopePath(version.path, baseUrl),
    isLast: version.isLast,
  }));
}

/** Writes one index into its folder (emptied first, but not the folders of other versions inside it). */
export function writeIndex(outDir: string, index: BuiltIndex, dir = 'search/'): SearchCost {
  const searchDir = path.join(outDir, dir);
  if (fs.existsSync(searchDir)) {
    for (const entry of fs.readdirSync(searchDir, { withFileTypes: true })) {
      // another version's index lives in a sub-folder named after its path (search/v4/): keep it
      if (entry.isDirectory() && !/^[0-9a-f]{10}$/.test(entry.name)) continue;
      fs.rmSync(path.join(searchDir, entry.name), { recursive: true, force: true });
    }
  }
  const sized = index.files.map((file) => {
    const target = path.join(searchDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    return { path: file.path, bytes: zlib.gzipSync(file.content, { level: 9 }).length };
  });
  return searchCost(sized);
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  const { siteDir, baseUrl } = context;
  let scopes: SearchScope[] = [{ name: 'current', label: 'current', path: '', isLast: true }];
  return {
    name: 'local-search',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    allContentLoaded({ allContent }) {
      scopes = docsScopes(
        allContent as Record<string, Record<string, unknown> | undefined>,
        baseUrl,
      );
    },
    async postBuild({ outDir }) {
      // the pages and their sections from the one content model of this build (sidebars, llms, footer share it)
      const pages = searchPages(contentModel(siteDir), sectionLabel);
      const documents = readSearchDocuments(outDir, baseUrl, pages);
      if (documents.length === 0)
        throw new Error('Local search found no pages to index in the build output.');
      // the default version's folder first: writing it empties search/ but keeps the others' sub-folders
      const ordered = [...groupByScope(documents, scopes, baseUrl)].sort(
        ([a], [b]) => Number(b.isLast) - Number(a.isLast),
      );
      for (const [scope, scopeDocuments] of ordered) {
        if (scopeDocuments.length === 0) {
          if (scope.isLast)
            throw new Error(
              `Local search found no pages of the current docs (version ${scope.label}) to index.`,
            );
          console.warn(`[local-search] no pages of docs version ${scope.label} to index.`);
          continue;
        }
        const cost = writeIndex(outDir, buildIndex(scopeDocuments), scopeDir(scope));
        assertWithinBudget(cost);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        console.log(
          `[local-search] ${scopeDir(scope)}: ${scopeDocuments.length} pages indexed (docs version ${scope.label}): ` +
            `manifest ${kb(cost.manifest)}, ${cost.shardCount} term shards (largest ${kb(cost.largestShard)}), ` +
            `${cost.partCount} text parts (largest ${kb(cost.largestPart)}), gzipped; ` +
            `one search downloads at most ${kb(cost.worstCase)}.`,
        );
      }
    },
  };
}
