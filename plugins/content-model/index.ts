/**
 * The content index plugin: lifecycle only. It builds the index (validating
 * every file's front matter; docs pages get their footer data through
 * `markdown.parseFrontMatter`, see parseFrontMatter.ts),
 * adds the eight printable section routes, and writes the whole index to
 * build/content-index.json for tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentModel } from './lib/model';
import { sectionPages, printableUrl } from './lib/sidebar';
import { findDirectory, type DirectoryEntry } from './lib/tree';

/** Sections with a /{section}/printable/ page (spec §2, §9: eight). */
export const PRINTABLE_SECTIONS = ['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'] as const;

export interface PrintablePageData {
  section: string;
  title: string;
  pages: { url: string; title: string; slug: string }[];
}

export function loadContentIndex(siteDir: string): DirectoryEntry {
  return contentModel(siteDir);
}

export default function contentIndexPlugin(context: LoadContext): Plugin<DirectoryEntry> {
  const { siteDir } = context;
  return {
    name: 'content-index',

    getPathsToWatch() {
      return [path.join(siteDir, 'docs/**/*.{md,mdx}'), path.join(siteDir, 'blog/**/*.{md,mdx}')];
    },

    async loadContent() {
      return loadContentIndex(siteDir);
    },

    async contentLoaded({ content, actions }) {
      for (const section of PRINTABLE_SECTIONS) {
        const directory = findDirectory(content, `/${section}/`);
        if (!directory) continue;
        const pages = sectionPages(directory);
        const index = pages.find((page) => page.url === `/${section}/`);
        const data: PrintablePageData = {
          section,
          title: index?.title ?? section,
          pages: pages.map((page) => ({
            url: page.url,
            title: page.title,
            slug: page.url.split('/').filter(Boolean).join('-'),
          })),
        };
        const dataPath = await actions.createData(`printable-${section}.json`, JSON.stringify(data));
        actions.addRoute({
          path: printableUrl(section),
          exact: true,
          component: '@site/src/components/PrintableSection',
          modules: {
            printable: dataPath,
            contents: pages.map((page) => ({ content: `@site/${page.path}` })),
          },
        });
      }
    },

    async postBuild({ content, outDir }) {
      fs.writeFileSync(path.join(outDir, 'content-index.json'), JSON.stringify(content));
    },
  };
}
