/**
 * The content model of a site (the docs and blog tree, front matter checked, git contributors),
 * computed once per build and shared: `sidebars.ts`, the content-model plugin (page footer data,
 * printable sections, `build/content-model.json`) and the llms plugin all ask here. Docusaurus
 * loads the sidebars and the plugins through different module loaders, so the one copy is kept
 * on `globalThis`, keyed by the site and a fingerprint of its Markdown files (path, size, mtime):
 * under `docusaurus start`, an edited page gets a fresh model.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readGitAuthors } from './git';
import { allPages, buildContentModel, type DirectoryEntry, type PageEntry } from './tree';

const CONTENT_FOLDERS = ['docs', 'versioned_docs', 'blog'] as const;
const CACHE = Symbol.for('webpack-docs.content-model');

interface Cached {
  key: string;
  model: DirectoryEntry;
  /** Each page by its path from the site root, with the size and mtime the model read it at. */
  pages: Map<string, { page: PageEntry; stamp: string }>;
}

const stampOf = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}`;

/** Path, size and modification time of every Markdown (and authors) file under the content folders. */
export function contentFingerprint(siteDir: string): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:mdx?|ya?ml)$/.test(entry.name)) {
        const stat = fs.statSync(full);
        parts.push(`${path.relative(siteDir, full).split(path.sep).join('/')}:${stampOf(stat)}`);
      }
    }
  };
  for (const folder of CONTENT_FOLDERS) walk(path.join(siteDir, folder));
  const versions = path.join(siteDir, 'versions.json');
  if (fs.existsSync(versions)) parts.push(`versions.json:${fs.statSync(versions).mtimeMs}`);
  return parts.join('\n');
}

/** The site's content model, built at most once per set of content files. */
export function contentModel(siteDir: string): DirectoryEntry {
  const store = globalThis as unknown as { [CACHE]?: Map<string, Cached> };
  const cache = (store[CACHE] ??= new Map());
  const key = contentFingerprint(siteDir);
  const hit = cache.get(siteDir);
  if (hit && hit.key === key) return hit.model;
  const model = buildContentModel({
    siteDir,
    gitAuthors: readGitAuthors(siteDir, CONTENT_FOLDERS),
  });
  const stamps = new Map(
    key
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
  const pages = new Map(
    allPages(model).map((page) => [page.path, { page, stamp: stamps.get(page.path) ?? '' }]),
  );
  cache.set(siteDir, { key, model, pages });
  return model;
}

/**
 * The model's entry of one Markdown file (absolute path), or undefined when the model has none
 * (a file outside the content folders). Asked once per file by the bundler, so it stats only that
 * file while it is unchanged, and rebuilds the model (`contentModel`) when it changed or is new.
 */
export function modelPage(siteDir: string, filePath: string): PageEntry | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  const store = globalThis as unknown as { [CACHE]?: Map<string, Cached> };
  const stamp = fs.existsSync(filePath) ? stampOf(fs.statSync(filePath)) : '';
  const known = store[CACHE]?.get(siteDir)?.pages.get(relative);
  if (known && known.stamp === stamp) return known.page;
  contentModel(siteDir);
  return store[CACHE]?.get(siteDir)?.pages.get(relative)?.page;
}
