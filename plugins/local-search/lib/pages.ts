/**
 * Which pages search indexes, read from the content model (plugins/content-model: the one tree of
 * docs pages and blog posts, front matter checked, built once per build): each page's URL and the
 * label of its section ("Guides", "Blog", "Documentation" for root pages such as /glossary/).
 * A docs version's root (webpack 4's `/v4/`) starts its own sections, so `/v4/guides/caching/`
 * is in "Guides" too; which version's index a page goes to is lib/scopes.ts's business.
 */
import type { DirectoryEntry } from '../../content-model/lib/tree';

export interface SearchPage {
  url: string;
  /** The section label shown with a result. */
  section: string;
}

const isVersionRoot = (dir: DirectoryEntry, parent: DirectoryEntry) =>
  dir.version !== undefined && dir.version !== parent.version;

export function searchPages(
  root: DirectoryEntry,
  sectionLabel: (folder: string) => string,
): SearchPage[] {
  const pages: SearchPage[] = [];
  const walk = (dir: DirectoryEntry, section: string | null) => {
    for (const child of dir.children) {
      if (child.type === 'file') {
        pages.push({ url: child.url, section: section ?? 'Documentation' });
      } else if (child.path === 'blog') {
        walk(child, 'Blog');
      } else if (isVersionRoot(child, dir)) {
        walk(child, null);
      } else {
        walk(child, section ?? sectionLabel(child.name));
      }
    }
  };
  walk(root, null);
  return pages;
}
