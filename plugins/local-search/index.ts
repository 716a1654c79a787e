/**
 * Built-in local search: lifecycle only. After the build, reads every built
 * page, keeps the docs pages and blog posts (not printable sections, the app
 * shell or noindex pages), and writes the sharded index to build/search/.
 * The build fails when one search could download more than the size budget.
 * The header's SearchBar (theme/SearchBar) loads the index in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsDirectory, listSections, sectionLabel } from '../content-model/lib/sections';
import { assertWithinBudget, searchCost, type SearchCost } from './lib/budget';
import { buildIndex, type BuiltIndex } from './lib/buildIndex';
import { SEARCH_DIR } from './lib/constants';
import { sectionOfUrl, toSearchDocument, type SearchDocument } from './lib/extract';

/** The HTML file Docusaurus wrote for a route (trailing-slash routes are folders with index.html). */
export function htmlFileFor(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

export function readSearchDocuments(outDir: string, baseUrl: string, routesPaths: readonly string[], docsDir: string): SearchDocument[] {
  const sections = listSections(docsDir);
  const sectionOf = (url: string) => sectionOfUrl(url.slice(baseUrl.length - 1), sections, sectionLabel);
  const documents: SearchDocument[] = [];
  for (const route of new Set(routesPaths)) {
    const file = htmlFileFor(outDir, baseUrl, route);
    if (!fs.existsSync(file)) continue;
    const document = toSearchDocument(route, fs.readFileSync(file, 'utf8'), sectionOf);
    if (document) documents.push(document);
  }
  return documents;
}

export function writeIndex(outDir: string, index: BuiltIndex): SearchCost {
  const searchDir = path.join(outDir, SEARCH_DIR);
  fs.rmSync(searchDir, { recursive: true, force: true });
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
  return {
    name: 'local-search',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async postBuild({ outDir, routesPaths }) {
      const documents = readSearchDocuments(outDir, baseUrl, routesPaths, docsDirectory(siteDir));
      if (documents.length === 0) throw new Error('Local search found no pages to index in the build output.');
      const index = buildIndex(documents);
      const cost = writeIndex(outDir, index);
      assertWithinBudget(cost);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `[local-search] ${documents.length} pages indexed: manifest ${kb(cost.manifest)}, ` +
          `${cost.shardCount} term shards (largest ${kb(cost.largestShard)}), ${cost.partCount} text parts ` +
          `(largest ${kb(cost.largestPart)}), gzipped; one search downloads at most ${kb(cost.worstCase)}.`,
      );
    },
  };
}
