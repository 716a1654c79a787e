/**
 * Page order inside a section (spec §2): the index page first, then by group,
 * sort and title; pages titled as printable are left out of navigation.
 */
import type { PageEntry } from './tree';

export function isPrintableTitle(title: string): boolean {
  return /printable/i.test(title);
}

export function isIndexPage(page: Pick<PageEntry, 'name'>): boolean {
  return /^index\.mdx?$/.test(page.name);
}

export function comparePages(a: PageEntry, b: PageEntry): number {
  const aIndex = isIndexPage(a);
  const bIndex = isIndexPage(b);
  if (aIndex !== bIndex) return aIndex ? -1 : 1;
  // Pages without a group come before the grouped ones.
  const groupA = a.group ?? '';
  const groupB = b.group ?? '';
  if (groupA !== groupB) {
    if (!groupA) return -1;
    if (!groupB) return 1;
    return groupA.localeCompare(groupB, 'en', { sensitivity: 'base' });
  }
  return a.sort - b.sort || a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
}

export function orderSectionPages(pages: readonly PageEntry[]): PageEntry[] {
  return pages.filter((page) => !isPrintableTitle(page.title)).sort(comparePages);
}
