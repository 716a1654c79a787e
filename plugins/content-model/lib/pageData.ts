/**
 * What a docs page's footer shows (spec §2, §3: Further Reading, Edit this page, Jump to
 * repository, contributors), taken from the content model: the model checks every field once
 * per build (a bad one fails the build naming file and field), and `markdown.parseFrontMatter`
 * (`withPageData`) hands each page its own entry in Docusaurus's front matter under
 * `PAGE_DATA_KEY`, so the data travels with the page's chunk and not in every page's first load.
 * The fields the model owns are taken out of the front matter it replaces, so the page never
 * reads them unchecked. Framework-free: the footer reads it with `pageDataOf`.
 */
import type { Contributor } from './contributors';
import type { RelatedLink } from './frontMatter';
import type { PageEntry } from './tree';

/** The front matter key the model's data is stored under (not a field an author may write). */
export const PAGE_DATA_KEY = 'page';

/** Front matter fields the model reads and checks; Docusaurus gets them through `PAGE_DATA_KEY`. */
export const MODEL_FIELDS = [
  'contributors',
  'related',
  'edit',
  'repo',
  'source',
  'group',
  'sort',
] as const;

export interface PageData {
  related: RelatedLink[];
  /** The page's own edit link (package pages); otherwise the docs plugin's edit URL applies. */
  edit?: string;
  repo?: string;
  /** Everyone the contributors section shows: handles, then authors without one, by name. */
  contributors: Contributor[];
}

export function pageDataFrom(page: PageEntry): PageData {
  return {
    related: page.related ?? [],
    ...(page.edit !== undefined && { edit: page.edit }),
    ...(page.repo !== undefined && { repo: page.repo }),
    contributors: page.credits,
  };
}

/**
 * Docusaurus's parsed front matter of a page with the model's fields replaced by its `PageData`.
 * Without a model entry (a file the model does not cover) the front matter is returned unchanged.
 */
export function withPageData(
  frontMatter: Record<string, unknown>,
  page: PageEntry | undefined,
): Record<string, unknown> {
  if (!page) return frontMatter;
  const rest = Object.fromEntries(
    Object.entries(frontMatter).filter(
      ([key]) => !(MODEL_FIELDS as readonly string[]).includes(key),
    ),
  );
  return { ...rest, [PAGE_DATA_KEY]: pageDataFrom(page) };
}

const EMPTY: PageData = { related: [], contributors: [] };

/** The page data in a page's front matter (empty lists for a page the model does not cover). */
export function pageDataOf(frontMatter: Readonly<Record<string, unknown>>): PageData {
  const data = frontMatter[PAGE_DATA_KEY];
  return data && typeof data === 'object' && Array.isArray((data as PageData).contributors)
    ? (data as PageData)
    : EMPTY;
}
