/**
 * Reads one built HTML page into what search needs: its title and the prose
 * of its article, cut into sections at h2/h3 headings. Only what a reader
 * sees as the page's text counts: code blocks, the navbar, sidebars, table of
 * contents, footer, "#" anchor links and buttons are left out.
 */
import { Parser } from 'htmlparser2';
import { MAX_SECTION_CHARS } from './constants';

export interface PageSection {
  /** Heading text; '' for the text before the first heading. */
  heading: string;
  /** Anchor id of the heading; '' for the text before the first heading. */
  id: string;
  text: string;
  /** The plain-text blocks of the section (also in `text`): messages the page quotes. */
  quoted?: string;
}

export interface SearchDocument {
  url: string;
  title: string;
  /** The page's meta description, a summary of the page (indexed, not shown). */
  description?: string;
  /** Label of the site section the page belongs to, e.g. "Guides". */
  section: string;
  sections: PageSection[];
}

export type PageKind = 'doc' | 'blog-post';

export interface ExtractedPage {
  /** Why the page stays out of the index, or its kind. */
  kind: PageKind | null;
  noindex: boolean;
  title: string;
  description: string;
  sections: PageSection[];
}

/** Paths never indexed, whatever their HTML says: printable sections, the app shell, error and search pages. */
export function isExcludedPath(url: string): boolean {
  return (
    /\/printable\/?$/.test(url) ||
    /^\/app-shell\/?$/.test(url) ||
    /^\/404(\.html)?\/?$/.test(url) ||
    /^\/search\//.test(url)
  );
}

const SKIPPED_TAGS = new Set([
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'template',
  'noscript',
  'nav',
  'iframe',
]);
/** Classes whose whole subtree is not prose: code blocks (with their title), "#" links, mobile TOC. */
const SKIPPED_CLASSES = ['theme-code-block', 'hash-link', 'theme-doc-toc-mobile', 'sr-only'];
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'blockquote',
  'section',
  'details',
  'summary',
  'figure',
  'figcaption',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'img',
]);

/**
 * Plain-text code blocks (```text): the messages webpack prints, quoted by the docs, so a pasted
 * error finds the page that explains it. Code in other languages stays out.
 */
const isTextBlock = (attributes: Record<string, string>) =>
  hasClass(attributes, 'theme-code-block') && hasClass(attributes, 'language-text');

const hasClass = (attributes: Record<string, string>, name: string) =>
  (attributes.class ?? '').split(/\s+/).includes(name);

const clean = (text: string) => text.replace(/[\u200b\u00a0\s]+/g, ' ').trim();

/** Is this element the Markdown container of a docs page or a blog post? */
function isContentRoot(attributes: Record<string, string>): boolean {
  return hasClass(attributes, 'theme-doc-markdown') || attributes.id === '__blog-post-container';
}

export function extractPage(html: string): ExtractedPage {
  let kind: PageKind | null = null;
  let noindex = false;
  let documentTitle = '';
  let description = '';
  let h1 = '';
  /** Depth at which a plain-text code block opened; -1 outside one. */
  let textBlockDepth = -1;

  const sections: PageSection[] = [];
  let current: PageSection = { heading: '', id: '', text: '' };
  const stack: string[] = [];
  /** Depth (stack length) at which the content root opened; -1 outside it. */
  let contentDepth = -1;
  /** Depth at which a skipped subtree opened; -1 when not skipping. */
  let skipDepth = -1;
  let inTitle = false;
  let h1Depth = -1;
  let headingDepth = -1;
  let headingText = '';
  let body: string[] = [];
  let quoted: string[] = [];

  const flushSection = () => {
    current.text = clean(body.join(''));
    const quotedText = clean(quoted.join(''));
    if (quotedText) current.quoted = quotedText;
    if (current.text || current.heading) sections.push(current);
    body = [];
    quoted = [];
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html') {
          if (hasClass(attributes, 'docs-doc-page')) kind = 'doc';
          else if (hasClass(attributes, 'blog-post-page')) kind = 'blog-post';
        }
        if (
          name === 'meta' &&
          attributes.name === 'robots' &&
          /noindex/i.test(attributes.content ?? '')
        )
          noindex = true;
        if (name === 'meta' && attributes.name === 'description' && !description)
          description = clean(attributes.content ?? '');
        if (name === 'title' && !documentTitle) inTitle = true;
        // htmlparser2 reports a close for every open (void elements at once), so the stack stays true.
        stack.push(name);
        const depth = stack.length;
        if (skipDepth >= 0) return;
        if (name === 'h1' && !h1 && h1Depth < 0) {
          h1Depth = depth;
          headingText = '';
          return;
        }
        if (contentDepth < 0) {
          if (isContentRoot(attributes)) contentDepth = depth;
          return;
        }
        if (textBlockDepth < 0 && isTextBlock(attributes)) {
          textBlockDepth = depth;
          body.push(' ');
          return;
        }
        // inside a plain-text block its <pre> is the text; its buttons (Copy) stay out
        if (
          (SKIPPED_TAGS.has(name) && !(textBlockDepth >= 0 && name === 'pre')) ||
          SKIPPED_CLASSES.some((c) => hasClass(attributes, c))
        ) {
          skipDepth = depth;
          return;
        }
        if ((name === 'h2' || name === 'h3') && headingDepth < 0) {
          flushSection();
          current = { heading: '', id: attributes.id ?? '', text: '' };
          headingDepth = depth;
          headingText = '';
          return;
        }
        if (BLOCK_TAGS.has(name)) {
          body.push(' ');
          if (textBlockDepth >= 0) quoted.push(' ');
        }
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
        if (skipDepth >= 0) return;
        if (h1Depth >= 0 || headingDepth >= 0) headingText += text;
        else if (contentDepth >= 0) {
          body.push(text);
          if (textBlockDepth >= 0) quoted.push(text);
        }
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        const depth = stack.length;
        stack.pop();
        if (skipDepth >= 0) {
          if (depth === skipDepth) skipDepth = -1;
          return;
        }
        if (depth === textBlockDepth) {
          textBlockDepth = -1;
          body.push(' ');
          quoted.push(' ');
        } else if (depth === h1Depth) {
          h1 = clean(headingText);
          h1Depth = -1;
        } else if (depth === headingDepth) {
          current.heading = clean(headingText);
          headingDepth = -1;
        } else if (depth === contentDepth) {
          contentDepth = -1;
        } else if (contentDepth >= 0 && BLOCK_TAGS.has(name)) {
          body.push(' ');
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flushSection();

  const title = h1 || clean(documentTitle).replace(/\s*\|\s*webpack$/, '');
  return { kind, noindex, title, description, sections };
}

/** Splits sections longer than `maxChars` at word boundaries into continuation sections (same heading and id). */
export function splitLongSections(
  sections: PageSection[],
  maxChars = MAX_SECTION_CHARS,
): PageSection[] {
  return sections.flatMap((section) => {
    if (section.text.length <= maxChars) return [section];
    const pieces: PageSection[] = [];
    const { quoted, ...rest0 } = section;
    let rest = section.text;
    while (rest.length > maxChars) {
      let cut = rest.lastIndexOf(' ', maxChars);
      if (cut < maxChars / 2) cut = maxChars;
      // the quoted messages are indexed once, with the first piece
      pieces.push({
        ...rest0,
        ...(pieces.length === 0 && quoted ? { quoted } : {}),
        text: rest.slice(0, cut).trim(),
      });
      rest = rest.slice(cut).trim();
    }
    if (rest) pieces.push({ ...rest0, text: rest });
    return pieces;
  });
}

/**
 * The search document of a built page, or null when the page stays out of
 * the index: excluded paths, noindex pages, and anything that is not a docs
 * page or a blog post (home, vote, blog lists, tags, archive).
 */
/** A built page as a search document, or null when it stays out of the index; `section` is its label ("Guides"). */
export function toSearchDocument(
  url: string,
  html: string,
  section: string,
): SearchDocument | null {
  if (isExcludedPath(url)) return null;
  const page = extractPage(html);
  if (!page.kind || page.noindex || !page.title) return null;
  return {
    url,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    section,
    sections: splitLongSections(page.sections),
  };
}
