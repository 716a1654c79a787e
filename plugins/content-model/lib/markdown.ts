/**
 * Framework-free reading of our Markdown sources: front matter, headings and
 * code fences. The content model, the sidebars and the content tests all read
 * pages through these functions, so they agree on what a page contains.
 */
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';

export interface Heading {
  /** Heading text with inline Markdown (backticks, emphasis, links) removed. */
  title: string;
  /** The anchor id Docusaurus gives the heading (github-slugger, or an explicit {#id}). */
  id: string;
  level: number;
}

export interface CodeFence {
  lang: string;
  /** Everything after the language on the opening fence line, e.g. `title="webpack.config.js" partial`. */
  meta: string;
  /** Value of `title="…"` in the meta, when present. */
  title?: string;
  code: string;
  /** 1-based line of the opening fence in the source file (front matter included). */
  line: number;
}

export interface ParsedMarkdown {
  data: Record<string, unknown>;
  body: string;
  /** Number of lines the front matter block takes, so body lines map back to file lines. */
  bodyLineOffset: number;
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const parsed = matter(source);
  const bodyStart = source.length - parsed.content.length;
  const bodyLineOffset = source.slice(0, bodyStart).split('\n').length - 1;
  return { data: parsed.data as Record<string, unknown>, body: parsed.content, bodyLineOffset };
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Splits a body into code fences and the prose lines outside them. */
function scan(body: string): { fences: CodeFence[]; proseLines: { text: string; line: number }[] } {
  const lines = body.split('\n');
  const fences: CodeFence[] = [];
  const proseLines: { text: string; line: number }[] = [];
  let open: {
    marker: string;
    lang: string;
    meta: string;
    line: number;
    indent: number;
    code: string[];
  } | null = null;
  lines.forEach((text, index) => {
    if (open) {
      const trimmed = text.trim();
      if (
        trimmed.startsWith(open.marker[0]!) &&
        trimmed.length >= open.marker.length &&
        /^(`+|~+)$/.test(trimmed)
      ) {
        fences.push({
          lang: open.lang,
          meta: open.meta,
          title: /title="([^"]*)"/.exec(open.meta)?.[1],
          code: open.code.join('\n'),
          line: open.line,
        });
        open = null;
      } else {
        open.code.push(
          open.indent > 0 ? text.replace(new RegExp(`^ {0,${open.indent}}`), '') : text,
        );
      }
      return;
    }
    const m = FENCE_OPEN.exec(text);
    if (m) {
      open = {
        marker: m[2]!,
        lang: m[3] ?? '',
        meta: (m[4] ?? '').trim(),
        line: index + 1,
        indent: m[1]!.length,
        code: [],
      };
      return;
    }
    proseLines.push({ text, line: index + 1 });
  });
  return { fences, proseLines };
}

export function extractCodeFences(body: string): CodeFence[] {
  return scan(body).fences;
}

/** Removes inline Markdown so `` `output.filename` `` reads output.filename, as the rendered heading does. */
export function headingText(raw: string): string {
  const withoutId = raw.replace(/\s*\{#[^}]+\}\s*$/, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  // Code spans are literal: `__webpack_public_path__` keeps its underscores.
  return withoutId
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length >= 2
        ? part.slice(1, -1)
        : part
            .replace(/(\*\*|__)(.*?)\1/g, '$2')
            .replace(/(\*|_)(.*?)\1/g, '$2')
            .replace(/<[^>]+>/g, ''),
    )
    .join('')
    .trim();
}

/** ATX headings outside code fences, with the ids Docusaurus will give them. */
export function extractHeadings(body: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const { text } of scan(body).proseLines) {
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const raw = m[2]!;
    const explicit = /\{#([^}]+)\}\s*$/.exec(raw)?.[1];
    const title = headingText(raw);
    const id = explicit ?? slugger.slug(title);
    if (explicit) slugger.slug(explicit);
    headings.push({ title, id, level: m[1]!.length });
  }
  return headings;
}
