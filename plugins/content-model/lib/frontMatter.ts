/**
 * Front matter rules for docs and blog files (the writers' guide lists them).
 * A bad field fails the build with the file and the field named.
 */
import { checkLinkUrl, isCalendarDate } from './linkRules';

export interface RelatedLink {
  title: string;
  url: string;
}

export interface DocFrontMatter {
  title: string;
  description?: string;
  sort?: number;
  group?: string;
  contributors: string[];
  related?: RelatedLink[];
  source?: string;
  edit?: string;
  repo?: string;
}

export interface BlogFrontMatter {
  title: string;
  description?: string;
  authors?: string | string[];
  date?: string;
  tags?: string[];
}

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Invalid front matter in ${file}: field "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}

const DOC_KEYS = [
  'title',
  'description',
  'sort',
  'group',
  'contributors',
  'related',
  'source',
  'edit',
  'repo',
] as const;
const BLOG_KEYS = ['title', 'description', 'authors', 'date', 'tags'] as const;

/** GitHub's rules: 1–39 characters, alphanumerics or single hyphens, not starting or ending with a hyphen. */
const GITHUB_HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export function isGithubHandle(value: string): boolean {
  return GITHUB_HANDLE.test(value);
}

/** A site path (`/concepts/`, `/configuration/output/#outputfilename`) or an absolute http(s) URL. */
export function isValidLinkUrl(value: string): boolean {
  return checkLinkUrl(value) === null;
}

function rejectUnknownKeys(
  data: Record<string, unknown>,
  allowed: readonly string[],
  file: string,
): void {
  for (const key of Object.keys(data)) {
    if (!allowed.includes(key)) {
      throw new FrontMatterError(
        file,
        key,
        `is not a known front matter field (allowed: ${allowed.join(', ')})`,
      );
    }
  }
}

function requireTitle(data: Record<string, unknown>, file: string): string {
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    throw new FrontMatterError(file, 'title', 'is required and must be a non-empty string');
  }
  return data.title;
}

function optionalString(
  data: Record<string, unknown>,
  field: string,
  file: string,
): string | undefined {
  const value = data[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontMatterError(file, field, 'must be a non-empty string');
  }
  return value;
}

function optionalUrl(
  data: Record<string, unknown>,
  field: string,
  file: string,
): string | undefined {
  const value = optionalString(data, field, file);
  const problem = value === undefined ? null : checkLinkUrl(value, { absolute: true });
  if (problem) {
    throw new FrontMatterError(
      file,
      field,
      `${problem}: must be an absolute http(s) URL, got "${value}"`,
    );
  }
  return value;
}

export interface ValidateOptions {
  /** Section index pages (`<section>/index.md`) must sort first: a negative number when given. */
  isSectionIndex?: boolean;
}

export function validateDocFrontMatter(
  data: Record<string, unknown>,
  file: string,
  options: ValidateOptions = {},
): DocFrontMatter {
  rejectUnknownKeys(data, DOC_KEYS, file);
  const title = requireTitle(data, file);
  const description = optionalString(data, 'description', file);

  let sort: number | undefined;
  if (data.sort !== undefined) {
    if (typeof data.sort !== 'number' || !Number.isFinite(data.sort)) {
      throw new FrontMatterError(
        file,
        'sort',
        `must be a number, got ${JSON.stringify(data.sort)}`,
      );
    }
    if (options.isSectionIndex && data.sort >= 0) {
      throw new FrontMatterError(
        file,
        'sort',
        'must be negative (e.g. -1) on a section index page',
      );
    }
    sort = data.sort;
  }

  const group = optionalString(data, 'group', file);

  let contributors: string[] = [];
  if (data.contributors !== undefined && data.contributors !== null) {
    if (!Array.isArray(data.contributors)) {
      throw new FrontMatterError(file, 'contributors', 'must be a list of GitHub handles');
    }
    contributors = data.contributors.map((handle, index) => {
      if (typeof handle !== 'string' || !isGithubHandle(handle)) {
        throw new FrontMatterError(
          file,
          'contributors',
          `entry ${index + 1} (${JSON.stringify(handle)}) is not a GitHub handle`,
        );
      }
      return handle;
    });
  }

  let related: RelatedLink[] | undefined;
  if (data.related !== undefined) {
    if (!Array.isArray(data.related)) {
      throw new FrontMatterError(file, 'related', 'must be a list of {title, url} entries');
    }
    related = data.related.map((entry: unknown, index) => {
      const item = entry as Record<string, unknown> | null;
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        throw new FrontMatterError(
          file,
          'related',
          `entry ${index + 1} must be an object with title and url`,
        );
      }
      if (typeof item.title !== 'string' || item.title.trim() === '') {
        throw new FrontMatterError(file, 'related', `entry ${index + 1} needs a title`);
      }
      const problem = typeof item.url === 'string' ? checkLinkUrl(item.url) : 'is missing';
      if (typeof item.url !== 'string' || problem) {
        throw new FrontMatterError(
          file,
          'related',
          `entry ${index + 1} ("${item.title}") needs a valid url (a site path or http(s) URL): ${problem}, got ${JSON.stringify(item.url)}`,
        );
      }
      const extra = Object.keys(item).filter((key) => key !== 'title' && key !== 'url');
      if (extra.length) {
        throw new FrontMatterError(
          file,
          'related',
          `entry ${index + 1} has unknown keys: ${extra.join(', ')}`,
        );
      }
      return { title: item.title, url: item.url };
    });
  }

  return {
    title,
    ...(description !== undefined && { description }),
    ...(sort !== undefined && { sort }),
    ...(group !== undefined && { group }),
    contributors,
    ...(related !== undefined && { related }),
    ...(optionalUrl(data, 'source', file) !== undefined && { source: data.source as string }),
    ...(optionalUrl(data, 'edit', file) !== undefined && { edit: data.edit as string }),
    ...(optionalUrl(data, 'repo', file) !== undefined && { repo: data.repo as string }),
  };
}

export function validateBlogFrontMatter(
  data: Record<string, unknown>,
  file: string,
): BlogFrontMatter {
  rejectUnknownKeys(data, BLOG_KEYS, file);
  const title = requireTitle(data, file);
  const description = optionalString(data, 'description', file);
  const authors = data.authors;
  if (
    authors !== undefined &&
    typeof authors !== 'string' &&
    !(Array.isArray(authors) && authors.every((a) => typeof a === 'string'))
  ) {
    throw new FrontMatterError(
      file,
      'authors',
      'must be an author key or a list of author keys from blog/authors.yml',
    );
  }
  let date: string | undefined;
  if (data.date !== undefined) {
    const value = data.date instanceof Date ? data.date.toISOString() : data.date;
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      throw new FrontMatterError(
        file,
        'date',
        `must be a calendar date (YYYY-MM-DD), got ${JSON.stringify(value)}`,
      );
    }
    date = value;
  }
  if (
    data.tags !== undefined &&
    !(Array.isArray(data.tags) && data.tags.every((t) => typeof t === 'string'))
  ) {
    throw new FrontMatterError(file, 'tags', 'must be a list of strings');
  }
  return {
    title,
    ...(description !== undefined && { description }),
    ...(authors !== undefined && { authors: authors as string | string[] }),
    ...(date !== undefined && { date }),
    ...(data.tags !== undefined && { tags: data.tags as string[] }),
  };
}
