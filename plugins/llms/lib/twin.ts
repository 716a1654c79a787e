/**
 * A page's Markdown twin: front matter (title, description, canonical URL),
 * the page title as `# h1`, the body as plain Markdown with absolute links, and
 * the 'Further Reading' list the HTML page shows under the content.
 */
import { parseMarkdown } from '../../content-model/lib/markdown';
import type { PageEntry } from '../../content-model/lib/tree';
import { toPlainMarkdown } from './plainMarkdown';
import { absoluteUrl, resolveLink } from './urls';

export interface TwinOptions {
  /** Absolute site root ending in a slash (`https://webpack.js.org/`), see siteRoot(). */
  root: string;
  /** Shown (like the page's meta description) when a page has no description of its own. */
  defaultDescription: string;
  /**
   * Site URL of a Markdown file linked by a relative path (`../concepts/output.md`),
   * given as a path from the site directory (`docs/concepts/output.md`).
   */
  urlOfFile?: (sitePath: string) => string | undefined;
  /**
   * Adds what the site adds to the page at build time (the version notes of plugins/version-diff),
   * to the twin's Markdown body; `rewriteLink` makes the added links absolute like the others.
   */
  annotate?: (
    page: Pick<TwinPage, 'path'>,
    markdown: string,
    rewriteLink: (target: string) => string,
  ) => string;
}

export type TwinPage = Pick<
  PageEntry,
  'path' | 'url' | 'title' | 'description' | 'related' | 'extension' | 'date'
>;

export interface Twin {
  title: string;
  description: string;
  canonicalUrl: string;
  date?: string;
  /** The h1 line: the page's own leading h1, or `# {title}` as the page renders it. */
  heading: string;
  /** Everything under the h1, ending in a newline. */
  content: string;
}

const MARKDOWN_FILE = /^([^#?]+\.mdx?)(#.*)?$/;

/** Resolves `a/b.md` against a directory path like `docs/guides`, without leaving the site. */
function joinSitePath(directory: string, relative: string): string {
  const parts = directory.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The link rule of twins: every target becomes an absolute URL on the site. */
export function twinLinkRewriter(
  page: Pick<TwinPage, 'path' | 'url'>,
  options: TwinOptions,
): (target: string) => string {
  const pageUrl = absoluteUrl(options.root, page.url);
  const directory = page.path.split('/').slice(0, -1).join('/');
  return (target) => {
    const file = MARKDOWN_FILE.exec(target);
    if (file && !/^[a-z][a-z\d+.-]*:/i.test(target) && options.urlOfFile) {
      const sitePath = file[1]!.startsWith('/')
        ? `docs${file[1]}`
        : joinSitePath(directory, file[1]!);
      const url = options.urlOfFile(sitePath);
      if (url) return `${absoluteUrl(options.root, url)}${file[2] ?? ''}`;
    }
    return resolveLink(target, pageUrl, options.root);
  };
}

/** A YAML scalar: JSON's double-quoted strings are valid YAML and escape everything that needs it. */
const yamlString = (value: string) => JSON.stringify(value);

export function buildTwin(page: TwinPage, source: string, options: TwinOptions): Twin {
  const { body, bodyLineOffset } = parseMarkdown(source);
  const rewriteLink = twinLinkRewriter(page, options);
  let markdown = toPlainMarkdown(body, {
    file: page.path,
    mdx: page.extension === '.mdx',
    rewriteLink,
    lineOffset: bodyLineOffset,
  });
  if (options.annotate) markdown = options.annotate(page, markdown, rewriteLink);

  // A leading h1 in the body is the page title on the rendered page; otherwise the theme renders `title`.
  let heading = `# ${page.title}`;
  const ownHeading = /^# .*(?:\n|$)/.exec(markdown);
  if (ownHeading) {
    heading = ownHeading[0].trimEnd();
    markdown = markdown.slice(ownHeading[0].length).replace(/^\n+/, '');
  }
  if (page.related?.length) {
    const links = page.related.map((link) => `- [${link.title}](${rewriteLink(link.url)})`);
    markdown = `${markdown}${markdown ? '\n' : ''}## Further Reading\n\n${links.join('\n')}\n`;
  }
  return {
    title: page.title,
    description: page.description ?? options.defaultDescription,
    canonicalUrl: absoluteUrl(options.root, page.url),
    ...(page.date !== undefined && { date: page.date }),
    heading,
    content: markdown,
  };
}

/** The twin as the file served at `{page url}index.md`. */
export function renderTwin(twin: Twin): string {
  const frontMatter = [
    `title: ${yamlString(twin.title)}`,
    `description: ${yamlString(twin.description)}`,
    `canonical_url: ${yamlString(twin.canonicalUrl)}`,
    ...(twin.date ? [`date: ${yamlString(twin.date)}`] : []),
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${twin.heading}\n${twin.content ? `\n${twin.content}` : ''}`;
}
