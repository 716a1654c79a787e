/**
 * Section sidebars as Docusaurus sidebar items, generated from the content
 * index: index page first, then ungrouped pages, then one category per group,
 * and a 'Print Section' link at the end (spec §2).
 */
import { orderSectionPages } from './order';
import type { DirectoryEntry, PageEntry } from './tree';

export type SidebarItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string; className?: string }
  | { type: 'category'; label: string; collapsible: boolean; collapsed: boolean; className?: string; items: SidebarItem[] };

/** Docusaurus doc id: the path under docs/ without the extension. */
export function docId(page: Pick<PageEntry, 'path'>): string {
  return page.path.replace(/^docs\//, '').replace(/\.mdx?$/, '');
}

export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

/** Pages of a section directory, nested folders flattened, in sidebar order. */
export function sectionPages(section: DirectoryEntry): PageEntry[] {
  const collect = (dir: DirectoryEntry): PageEntry[] =>
    dir.children.flatMap((child) => (child.type === 'file' ? [child] : collect(child)));
  return orderSectionPages(collect(section));
}

export function sectionSidebar(section: DirectoryEntry, options: { printable: boolean }): SidebarItem[] {
  const items: SidebarItem[] = [];
  let currentGroup: Extract<SidebarItem, { type: 'category' }> | undefined;
  for (const page of sectionPages(section)) {
    const item: SidebarItem = { type: 'doc', id: docId(page) };
    if (!page.group) {
      items.push(item);
      continue;
    }
    if (currentGroup?.label !== page.group) {
      currentGroup = { type: 'category', label: page.group, collapsible: false, collapsed: false, className: 'sidebar-group', items: [] };
      items.push(currentGroup);
    }
    currentGroup.items.push(item);
  }
  if (options.printable) {
    items.push({ type: 'link', label: 'Print Section', href: printableUrl(section.name), className: 'sidebar-print-section' });
  }
  return items;
}
