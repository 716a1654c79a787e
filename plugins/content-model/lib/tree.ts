/**
 * The site-wide content index (spec §1, §3): a tree of directory and page
 * entries for docs/ and blog/, read from the Markdown files. Validation runs
 * here, so a bad file fails the build before anything is rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Anchor } from './anchors';
import { assertUniqueUrls, frontMatterYamlError } from './contentErrors';
import { mergeContributors, pageContributors, type Contributor, type GitAuthor } from './contributors';
import { validateBlogFrontMatter, validateDocFrontMatter, type RelatedLink } from './frontMatter';
import { isCalendarDay } from './linkRules';
import { extractHeadings, parseMarkdown } from './markdown';

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
}

export interface DirectoryEntry {
  type: 'directory';
  path: string;
  name: string;
  size: number;
  url: string;
  children: ContentEntry[];
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

function docUrl(relativeToDocs: string): string {
  const withoutExt = relativeToDocs.replace(MARKDOWN, '');
  const segments = withoutExt.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length ? `/${segments.join('/')}/` : '/';
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
  return { relative, source, data, body, size: Buffer.byteLength(source), authors: gitAuthors?.get(relative) ?? [] };
}

function sortedDirEntries(dir: string): fs.Dirent[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function buildDocsDirectory(siteDir: string, dir: string, options: BuildOptions): DirectoryEntry {
  const docsRoot = path.join(siteDir, 'docs');
  const children: ContentEntry[] = [];
  for (const entry of sortedDirEntries(dir)) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      children.push(buildDocsDirectory(siteDir, full, options));
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
        url: docUrl(relativeToDocs),
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
      });
    }
  }
  const relative = toPosix(path.relative(siteDir, dir));
  const relativeToDocs = toPosix(path.relative(docsRoot, dir));
  return {
    type: 'directory',
    path: relative,
    name: path.basename(dir),
    size: children.reduce((sum, child) => sum + child.size, 0),
    url: relativeToDocs ? `/${relativeToDocs}/` : '/',
    children,
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
      throw new Error(`${page.relative}: the file name's date ${year}-${month}-${day} is not a calendar date`);
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

/** The whole index: docs/ as the root directory (url `/`), with blog/ as one more child. */
export function buildContentIndex(options: BuildOptions): DirectoryEntry {
  const root = buildDocsDirectory(options.siteDir, path.join(options.siteDir, 'docs'), options);
  const blog = buildBlogDirectory(options.siteDir, options);
  if (blog) {
    root.children.push(blog);
    root.size += blog.size;
  }
  assertUniqueUrls(allPages(root));
  return root;
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
