/**
 * /llms.txt (the llmstxt.org convention: title, summary, then sections of
 * Markdown links) and /llms-full.txt (every docs page's Markdown in one file),
 * both in the order of the site's navigation.
 */
import { isPrintableTitle, orderSectionPages } from '../../content-model/lib/order';
import { sectionPages } from '../../content-model/lib/sidebar';
import {
  olderVersions,
  versionRoot,
  versionSections,
  type DirectoryEntry,
  type PageEntry,
} from '../../content-model/lib/tree';
import { orderSections, sectionLabel } from '../../content-model/lib/sections';
import type { Twin } from './twin';
import { absoluteUrl, TWIN_FILE, twinPath } from './urls';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** Routes that are not documentation: the vote app and the PWA shell (spec §2). */
const NOT_DOCUMENTATION = new Set(['/vote/', '/app-shell/']);

export interface LlmsSection {
  /** `blog` for the blog, `''` for the pages at the docs root, `v4` for an older version's pages, else the docs folder name. */
  name: string;
  /** An older docs version's section (`4`): listed in llms.txt, left out of llms-full.txt (the current docs). */
  olderVersion?: string;
  title: string;
  pages: PageEntry[];
}

/** Whether a page belongs in llms.txt and has a twin: printable pages, the vote page and the app shell do not. */
export function isListedPage(page: Pick<PageEntry, 'title' | 'url'>): boolean {
  return (
    !isPrintableTitle(page.title) &&
    !NOT_DOCUMENTATION.has(page.url) &&
    !/\/printable\/$/.test(page.url)
  );
}

/**
 * Sections in navigation order: the docs sections in Documentation-menu order
 * (then the others, e.g. contribute), the pages at the docs root, then the blog,
 * then one section per older docs version ("webpack 4": its sections in menu order).
 * Pages keep their sidebar order (index first, groups, sort, title).
 */
export function llmsSections(index: DirectoryEntry): LlmsSection[] {
  const directories = index.children.filter(
    (child): child is DirectoryEntry => child.type === 'directory',
  );
  const docs = versionSections(index);
  const sections: LlmsSection[] = orderSections(docs.map((directory) => directory.name)).map(
    (name) => {
      const directory = docs.find((candidate) => candidate.name === name)!;
      return { name, title: sectionLabel(name), pages: sectionPages(directory) };
    },
  );
  const rootPages = index.children.filter((child): child is PageEntry => child.type === 'file');
  sections.push({ name: '', title: 'Other pages', pages: orderSectionPages(rootPages) });
  const blog = directories.find((directory) => directory.name === 'blog');
  if (blog) sections.push({ name: 'blog', title: 'Blog', pages: sectionPages(blog) });
  for (const version of olderVersions(index)) {
    const older = versionSections(index, version);
    const home = versionRoot(index, version)!.children.filter(
      (child): child is PageEntry => child.type === 'file',
    );
    const pages = [
      ...orderSectionPages(home),
      ...orderSections(older.map((directory) => directory.name)).flatMap((name) =>
        sectionPages(older.find((candidate) => candidate.name === name)!),
      ),
    ];
    sections.push({
      name: `v${version}`,
      title: `webpack ${version} (older version)`,
      olderVersion: version,
      pages,
    });
  }
  return sections
    .map((section) => ({ ...section, pages: section.pages.filter(isListedPage) }))
    .filter((section) => section.pages.length > 0);
}

export interface SiteSummary {
  /** The site's title (`webpack`). */
  title: string;
  /** One paragraph saying what the site is about. */
  summary: string;
  /** Absolute site root ending in a slash. */
  root: string;
}

/** One line of a Markdown link list; the description follows a colon when there is one. */
function linkLine(title: string, url: string, description?: string): string {
  const text = title.replace(/([[\]])/g, '\\$1');
  return `- [${text}](${url})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;
}

export function buildLlmsTxt(site: SiteSummary, sections: readonly LlmsSection[]): string {
  const out = [
    `# ${site.title}`,
    '',
    `> ${site.summary.replace(/\s+/g, ' ').trim()}`,
    '',
    `Each link below points to the Markdown version of a page: every documentation page and blog post has one at its URL followed by \`${TWIN_FILE}\`. ` +
      `All documentation pages in one file: [${LLMS_FULL_TXT}](${absoluteUrl(site.root, `/${LLMS_FULL_TXT}`)}).`,
  ];
  for (const section of sections) {
    out.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      out.push(linkLine(page.title, absoluteUrl(site.root, twinPath(page.url)), page.description));
    }
  }
  return `${out.join('\n')}\n`;
}

/** One page in llms-full.txt: its title, its canonical URL, then its content. */
export function fullEntry(twin: Pick<Twin, 'heading' | 'canonicalUrl' | 'content'>): string {
  return `${twin.heading}\n\nURL: ${twin.canonicalUrl}\n${twin.content ? `\n${twin.content}` : ''}`;
}

export function buildLlmsFull(
  site: SiteSummary,
  twins: readonly Pick<Twin, 'heading' | 'canonicalUrl' | 'content'>[],
): string {
  const header = [
    `# ${site.title} documentation`,
    '',
    `> ${site.summary.replace(/\s+/g, ' ').trim()}`,
    '',
    `Every documentation page of ${absoluteUrl(site.root, '/')} in navigation order. Each page starts with its title as a level-1 heading and its URL.`,
  ].join('\n');
  return [`${header}\n`, ...twins.map(fullEntry)].join('\n');
}
