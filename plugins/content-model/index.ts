/**
 * The content model plugin: lifecycle only. It builds the model (validating
 * every file's front matter; docs pages get their footer data through
 * `markdown.parseFrontMatter`, see parseFrontMatter.ts),
 * adds the printable section routes (each loads one module of its pages' loaders), and writes the whole model to
 * build/content-model.json for tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentModel } from './lib/model';
import { CURRENT_DOCS_VERSION } from './lib/versions';
import { checkRenames } from '../../src/lib/versionRenames';
import { sectionPages, printableUrl } from './lib/sidebar';
import {
  allPages,
  findDirectory,
  olderVersions,
  versionSections,
  type DirectoryEntry,
} from './lib/tree';

/** Sections with a /{section}/printable/ page (spec §2, §9: eight). Every section of an older version has one too (`/v4/{section}/printable/`). */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

export interface PrintablePageData {
  section: string;
  /** The webpack version the section documents (`5`, `4`). */
  version: string;
  /** The section's front page (`/concepts/`, `/v4/concepts/`). */
  url: string;
  title: string;
  pages: { url: string; title: string; slug: string }[];
}

/**
 * The module a printable route loads instead of one route module per page: the section's page
 * loaders in page order (`export default [() => import('@site/docs/…'), …]`). The route table in
 * main.js then names one module per printable route, not every page's chunk; each page's `import()`
 * resolves to the same module as the page's own route, so the chunk is shared, not copied.
 */
export function printableLoadersModule(pagePaths: readonly string[]): string {
  const loaders = pagePaths.map(
    (pagePath) => `  () => import(${JSON.stringify(`@site/${pagePath}`)}),`,
  );
  return `export default [\n${loaders.join('\n')}\n];\n`;
}

export const VERSION_RENAMES_FILE = 'src/data/versionRenames.json';

/**
 * The version selector's rename map (src/data/versionRenames.json) against the content model:
 * every `from` and `to` must be a docs page of the build.
 * @throws naming the file, the entry and the path
 */
export function checkVersionRenames(siteDir: string, index: DirectoryEntry): void {
  const file = path.join(siteDir, VERSION_RENAMES_FILE);
  if (!fs.existsSync(file)) return;
  const renames = checkRenames(JSON.parse(fs.readFileSync(file, 'utf8')), VERSION_RENAMES_FILE);
  const urls = new Set(allPages(index).map((page) => page.url));
  renames.forEach((rename, i) => {
    for (const field of ['from', 'to'] as const) {
      if (!urls.has(rename[field])) {
        throw new Error(
          `${VERSION_RENAMES_FILE}: renames[${i}].${field} ${rename[field]} is not a page of this site (no docs or versioned_docs file has that URL)`,
        );
      }
    }
  });
}

export function loadContentModel(siteDir: string): DirectoryEntry {
  const index = contentModel(siteDir);
  checkVersionRenames(siteDir, index);
  return index;
}

export default function contentModelPlugin(context: LoadContext): Plugin<DirectoryEntry> {
  const { siteDir } = context;
  return {
    name: 'content-model',

    getPathsToWatch() {
      return [
        path.join(siteDir, 'docs/**/*.{md,mdx}'),
        path.join(siteDir, 'versioned_docs/**/*.{md,mdx}'),
        path.join(siteDir, 'versions.json'),
        path.join(siteDir, VERSION_RENAMES_FILE),
        path.join(siteDir, 'blog/**/*.{md,mdx}'),
      ];
    },

    async loadContent() {
      return loadContentModel(siteDir);
    },

    // A printable page's `import()` of a docs page makes a chunk with the same modules as the
    // chunk of the page's own route; Docusaurus turns `mergeDuplicateChunks` off (it found no
    // duplicates to merge), so without it every docs page's code would be built twice.
    configureWebpack(_config, isServer) {
      return isServer ? {} : { optimization: { mergeDuplicateChunks: true } };
    },

    async contentLoaded({ content, actions }) {
      const printable = [
        ...PRINTABLE_SECTIONS.flatMap((section) => findDirectory(content, `/${section}/`) ?? []),
        ...olderVersions(content).flatMap((version) => versionSections(content, version)),
      ];
      for (const directory of printable) {
        const section = directory.name;
        const pages = sectionPages(directory);
        const index = pages.find((page) => page.url === directory.url);
        const data: PrintablePageData = {
          section,
          version: directory.version ?? CURRENT_DOCS_VERSION,
          url: directory.url,
          // An older version's section says which webpack it documents ("Concepts (webpack 4)").
          title: `${index?.title ?? section}${directory.version && directory.version !== CURRENT_DOCS_VERSION ? ` (webpack ${directory.version})` : ''}`,
          pages: pages.map((page) => ({
            url: page.url,
            title: page.title,
            slug: page.url.split('/').filter(Boolean).join('-'),
          })),
        };
        const slug = directory.url.split('/').filter(Boolean).join('-');
        const dataPath = await actions.createData(`printable-${slug}.json`, JSON.stringify(data));
        const loadersPath = await actions.createData(
          `printable-${slug}-loaders.js`,
          printableLoadersModule(pages.map((page) => page.path)),
        );
        actions.addRoute({
          path: printableUrl(directory.url),
          exact: true,
          component: '@site/src/components/PrintableSection',
          modules: {
            printable: dataPath,
            loaders: loadersPath,
          },
        });
      }
    },

    async postBuild({ content, outDir }) {
      fs.writeFileSync(path.join(outDir, 'content-model.json'), JSON.stringify(content));
    },
  };
}
