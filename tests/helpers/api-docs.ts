/**
 * Reads pages of the API section (docs/api/ for webpack 5, versioned_docs/version-4/api/
 * for webpack 4) and splits them into heading sections, so the API content tests can ask
 * "which names does this page document, and what does it say under each of them".
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extractHeadings,
  headingText,
  parseMarkdown,
} from '../../plugins/content-model/lib/markdown';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const API_DOCS_DIR = path.join(REPO_ROOT, 'docs/api');

/** The docs versions that have an API section: the current docs (webpack 5) and /v4/. */
export type DocsVersion = '5' | '4';

/** The folder of a version's API pages. */
export function apiDocsDir(version: DocsVersion = '5'): string {
  return version === '5'
    ? API_DOCS_DIR
    : path.join(REPO_ROOT, 'versioned_docs', `version-${version}`, 'api');
}

export interface Section {
  /** Heading text as written in the source, e.g. `` `beforeCompile` ``. */
  raw: string;
  /** Heading text with inline Markdown removed, e.g. `beforeCompile`. */
  title: string;
  level: number;
  /** The Markdown between this heading and the next heading of the same or a higher level. */
  content: string;
}

export interface ApiPage {
  slug: string;
  data: Record<string, unknown>;
  body: string;
  sections: Section[];
}

/** Splits a Markdown body into sections, ignoring `#` lines inside code fences. */
export function splitSections(body: string): Section[] {
  const lines = body.split('\n');
  const starts: { index: number; raw: string; level: number }[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (line.trim().startsWith(fence) && /^(`+|~+)$/.test(line.trim())) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) starts.push({ index, raw: m[2]!, level: m[1]!.length });
  });
  return starts.map((start, i) => {
    let end = lines.length;
    for (let j = i + 1; j < starts.length; j++) {
      if (starts[j]!.level <= start.level) {
        end = starts[j]!.index;
        break;
      }
    }
    // A heading that is one code span is taken literally: headingText() would read the
    // underscores of names such as `__webpack_require__` as emphasis.
    const code = /^`([^`]+)`$/.exec(start.raw.replace(/\s*\{#[^}]+\}\s*$/, ''));
    return {
      raw: start.raw,
      title: code ? code[1]! : headingText(start.raw),
      level: start.level,
      content: lines.slice(start.index + 1, end).join('\n'),
    };
  });
}

export function readApiPage(slug: string, version: DocsVersion = '5'): ApiPage {
  const file = path.join(apiDocsDir(version), `${slug}.md`);
  const { data, body } = parseMarkdown(fs.readFileSync(file, 'utf8'));
  return { slug, data, body, sections: splitSections(body) };
}

/**
 * Sections whose heading is exactly one code span, e.g. `` ### `make` `` or
 * `` ### `this.addDependency` ``. These are the reference entries of a page.
 */
export function codeHeadingSections(page: ApiPage, level?: number): Section[] {
  return page.sections.filter(
    (s) =>
      /^`[^`]+`$/.test(s.raw.replace(/\s*\{#[^}]+\}\s*$/, '')) &&
      (level === undefined || s.level === level),
  );
}

/** Every inline code span in a Markdown string (outside fenced blocks). */
export function inlineCodeSpans(markdown: string): string[] {
  const withoutFences = markdown.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** The anchor ids of a page, as Docusaurus generates them. */
export function headingIds(page: ApiPage): string[] {
  return extractHeadings(page.body).map((h) => h.id);
}
