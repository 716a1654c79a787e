/**
 * The site-wide content model (spec §1, §3): a tree of directory and page
 * entries for docs/ and blog/, read from the Markdown files. Validation runs
 * here, so a bad file fails the build before anything is rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Anchor } from './anchors';
import { assertUniqueUrls, frontMatterYamlError } from './contentErrors';
import {
  mergeContributors,
  pageContributors,
  type Contributor,
  type GitAuthor,
} from './contributors';
import { validateBlogFrontMatter, validateDocFrontMatter, type RelatedLink } from './frontMatter';
import { isCalendarDay } from './linkRules';
import { extractHeadings, parseMarkdown } from './markdown';
import {
  CURRENT_DOCS_VERSION,
  readOlderVersions,
  versionBaseUrl,
  versionDocsFolder,
} from './versions';

export interface PageEntry {
  type: 'file';
  /** Path from the site root, e.g. `docs/concepts/entry-points.md`. */
  path: string;
  name: string;
  size: number;
  extension: '.md' | '.mdx';
  url: string;
  title: string;
  description?: string;
  sort: number;
  group?: string;
  /** GitHub handles (front matter, then git authors with a known handle). */
  contributors: string[];
  /** Everyone the page's contributors section shows: the handles, then git authors without one, by name. */
  credits: Contributor[];
  related?: RelatedLink[];
  edit?: string;
  repo?: string;
  source?: string;
  /** h2/h3 headings (and any h1 in the body), in page order. */
  anchors: Required<Anchor>[];
  /** Blog posts only: the publication date, YYYY-MM-DD. */
  date?: string;
  /** Docs pages only: the webpack version the page documents (`5` for `docs/`, `4` for `versioned_docs/version-4/`). */
  version?: string;
}

export interface DirectoryEntry {
  type: 'directory';
  path: string;
  name: string;
  size: number;
  url: string;
  children: ContentEntry[];
  /** Docs folders only: the version they belong to. The root of an older version is a child of the index root (`/v4/`). */
  version?: string;
}

export type ContentEntry = PageEntry | DirectoryEntry;

export interface BuildOptions {
  siteDir: string;
  /** Authors per file path (relative to siteDir), newest first; see parseGitLog. */
  gitAuthors?: Map<string, GitAuthor[]>;
}

const MARKDOWN = /\.mdx?$/;
const BLOG_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

const toPosix = (p: string) => p.split(path.sep).join('/');

/** A docs page's URL from its path under its version's folder, below the version's base URL (`/`, `/v4/`). */
function docUrl(relativeToDocs: string, baseUrl: string): string {
  const withoutExt = relativeToDocs.replace(MARKDOWN, '');
  const segments = withoutExt.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length ? `${baseUrl}${segments.join('/')}/` : baseUrl;
}

/** One version's docs folder: where it is and where it is served. */
interface DocsRoot {
  dir: string;
  baseUrl: string;
  version: string;
}

function anchorsOf(body: string): Required<Anchor>[] {
  return extractHeadings(body)
    .filter((heading) => heading.level <= 3)
    .map(({ title, id, level }) => ({ title, id, level }));
}

function readPage(siteDir: string, file: string, gitAuthors: Map<string, GitAuthor[]> | undefined) {
  const relative = toPosix(path.relative(siteDir, file));
  const source = fs.readFileSync(file, 'utf8');
  let parsed: ReturnType<typeof parseMarkdown>;
  try {
    parsed = parseMarkdown(source);
  } catch (error) {
    throw frontMatterYamlError(relative, error);
  }
  const { data, body } = parsed;
  return {
    relative,
    source,
    data,
    body,
    size: Buffer.byteLength(source),
    authors: gitAuthors?.get(relative) ?? [],
  };
}

function sortedDirEntries(dir: string): fs.Dirent[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function buildDocsDirectory(
  siteDir: string,
  dir: string,
  docs: DocsRoot,
  options: BuildOptions,
): DirectoryEntry {
  const docsRoot = docs.dir;
  const children: ContentEntry[] = [];
  for (const entry of sortedDirEntries(dir)) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      children.push(buildDocsDirectory(siteDir, full, docs, options));
    } else if (MARKDOWN.test(entry.name)) {
      const page = readPage(siteDir, full, options.gitAuthors);
      const relativeToDocs = toPosix(path.relative(docsRoot, full));
      const isSectionIndex = entry.name.replace(MARKDOWN, '') === 'index' && dir !== docsRoot;
      const fm = validateDocFrontMatter(page.data, page.relative, { isSectionIndex });
      children.push({
        type: 'file',
        path: page.relative,
        name: entry.name,
        size: page.size,
        extension: path.extname(entry.name) as '.md' | '.mdx',
        url: docUrl(relativeToDocs, docs.baseUrl),
        title: fm.title,
        ...(fm.description !== undefined && { description: fm.description }),
        sort: fm.sort ?? (isSectionIndex ? -1 : 0),
        ...(fm.group !== undefined && { group: fm.group }),
        contributors: mergeContributors(fm.contributors, page.authors),
        credits: pageContributors(fm.contributors, page.authors),
        ...(fm.related !== undefined && { related: fm.related }),
        ...(fm.edit !== undefined && { edit: fm.edit }),
        ...(fm.repo !== undefined && { repo: fm.repo }),
        ...(fm.source !== undefined && { source: fm.source }),
        anchors: anchorsOf(page.body),
        version: docs.version,
      });
    }
  }
  const relative = toPosix(path.relative(siteDir, dir));
  const relativeToDocs = toPosix(path.relative(docsRoot, dir));
  const isVersionRoot = !relativeToDocs && docs.version !== CURRENT_DOCS_VERSION;
  return {
    type: 'directory',
    path: relative,
    name: isVersionRoot ? docs.baseUrl.replace(/\//g, '') : path.basename(dir),
    size: children.reduce((sum, child) => sum + child.size, 0),
    url: relativeToDocs ? `${docs.baseUrl}${relativeToDocs}/` : docs.baseUrl,
    children,
    version: docs.version,
  };
}

function buildBlogDirectory(siteDir: string, options: BuildOptions): DirectoryEntry | null {
  const dir = path.join(siteDir, 'blog');
  if (!fs.existsSync(dir)) return null;
  const children: PageEntry[] = [];
  for (const entry of sortedDirEntries(dir)) {
    const match = BLOG_FILE.exec(entry.name);
    if (!entry.isFile() || !match) continue;
    const full = path.join(dir, entry.name);
    const page = readPage(siteDir, full, options.gitAuthors);
    const fm = validateBlogFrontMatter(page.data, page.relative);
    const [, year, month, day, slug] = match;
    if (!isCalendarDay(Number(year), Number(month), Number(day))) {
      throw new Error(
        `${page.relative}: the file name's date ${year}-${month}-${day} is not a calendar date`,
      );
    }
    const date = `${year}-${month}-${day}`;
    children.push({
      type: 'file',
      path: page.relative,
      name: entry.name,
      size: page.size,
      extension: path.extname(entry.name) as '.md' | '.mdx',
      url: `/blog/${year}/${month}/${day}/${slug}/`,
      title: fm.title,
      ...(fm.description !== undefined && { description: fm.description }),
      // Newest first: a later date sorts lower.
      sort: -Number(`${year}${month}${day}`),
      contributors: mergeContributors([], page.authors),
      credits: pageContributors([], page.authors),
      anchors: anchorsOf(page.body),
      date,
    });
  }
  children.sort((a, b) => a.sort - b.sort || a.title.localeCompare(b.title));
  return {
    type: 'directory',
    path: 'blog',
    name: 'blog',
    size: children.reduce((sum, child) => sum + child.size, 0),
    url: '/blog/',
    children,
  };
}

/**
 * The whole index: docs/ as the root directory (url `/`, version 5), with blog/ as one more child,
 * then one child per older version of versions.json (`versioned_docs/version-4/`, url `/v4/`, name `v4`).
 */
export function buildContentModel(options: BuildOptions): DirectoryEntry {
  const { siteDir } = options;
  const docsDir = path.join(siteDir, 'docs');
  const root = buildDocsDirectory(
    siteDir,
    docsDir,
    { dir: docsDir, baseUrl: '/', version: CURRENT_DOCS_VERSION },
    options,
  );
  const blog = buildBlogDirectory(siteDir, options);
  const extra: DirectoryEntry[] = blog ? [blog] : [];
  for (const version of readOlderVersions(siteDir)) {
    const dir = path.join(siteDir, versionDocsFolder(version));
    if (!fs.existsSync(dir)) {
      throw new Error(
        `versions.json lists "${version}" but ${versionDocsFolder(version)}/ does not exist`,
      );
    }
    extra.push(
      buildDocsDirectory(siteDir, dir, { dir, baseUrl: versionBaseUrl(version), version }, options),
    );
  }
  for (const child of extra) {
    root.children.push(child);
    root.size += child.size;
  }
  assertUniqueUrls(allPages(root));
  return root;
}

/** Whether a directory is the root of an older docs version (`/v4/`). */
export function isVersionRoot(entry: ContentEntry): entry is DirectoryEntry {
  return (
    entry.type === 'directory' &&
    entry.version !== undefined &&
    entry.version !== CURRENT_DOCS_VERSION &&
    entry.url === versionBaseUrl(entry.version)
  );
}

/** The docs root of a version: the index root for the current one, its `/v4/` child for an older one. */
export function versionRoot(root: DirectoryEntry, version: string): DirectoryEntry | undefined {
  if (version === CURRENT_DOCS_VERSION) return root;
  return root.children.find(
    (child): child is DirectoryEntry => isVersionRoot(child) && child.version === version,
  );
}

/** The section folders of one docs version (`concepts`, `guides`, …): not the blog, not another version's root. */
export function versionSections(
  root: DirectoryEntry,
  version: string = CURRENT_DOCS_VERSION,
): DirectoryEntry[] {
  const docsRoot = versionRoot(root, version);
  if (!docsRoot) return [];
  return docsRoot.children.filter(
    (child): child is DirectoryEntry =>
      child.type === 'directory' &&
      child.name !== 'blog' &&
      child.version === version &&
      !isVersionRoot(child),
  );
}

/** The older versions present in an index (`['4']`). */
export function olderVersions(root: DirectoryEntry): string[] {
  return root.children.filter(isVersionRoot).map((child) => child.version!);
}

export function findDirectory(root: DirectoryEntry, url: string): DirectoryEntry | undefined {
  if (root.url === url) return root;
  for (const child of root.children) {
    if (child.type === 'directory') {
      const found = findDirectory(child, url);
      if (found) return found;
    }
  }
  return undefined;
}

export function allPages(root: DirectoryEntry): PageEntry[] {
  return root.children.flatMap((child) => (child.type === 'file' ? [child] : allPages(child)));
}
