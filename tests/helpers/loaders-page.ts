/**
 * Reads one loaders page the way the loaders content test needs it: the
 * `## Options` section, its option headings, the text under each heading and
 * the links the page makes.
 */
import {
  extractCodeFences,
  extractHeadings,
  headingText,
  parseMarkdown,
} from '../../plugins/content-model/lib/markdown';
import type { CodeFence, Heading } from '../../plugins/content-model/lib/markdown';

export interface Block {
  heading: string;
  level: number;
  /** True when the heading is a single inline code span, as option headings are: ### `name` */
  isCode: boolean;
  /** Markdown under the heading, up to the next heading of the same or a higher level. */
  text: string;
}

/** Splits a body into lines, marking which lines sit inside a code fence. */
function lines(body: string): { text: string; inFence: boolean }[] {
  const result: { text: string; inFence: boolean }[] = [];
  let marker: string | null = null;
  for (const text of body.split('\n')) {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (marker) {
      result.push({ text, inFence: true });
      const trimmed = text.trim();
      if (
        /^(`{3,}|~{3,})$/.test(trimmed) &&
        trimmed[0] === marker[0] &&
        trimmed.length >= marker.length
      )
        marker = null;
      continue;
    }
    if (m) {
      marker = m[1]!;
      result.push({ text, inFence: true });
      continue;
    }
    result.push({ text, inFence: false });
  }
  return result;
}

/** Every heading block of the body (headings outside code fences). */
export function blocks(body: string): Block[] {
  const all = lines(body);
  const starts: { index: number; level: number; heading: string; isCode: boolean }[] = [];
  all.forEach((line, index) => {
    if (line.inFence) return;
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line.text);
    if (m) {
      const raw = m[2]!.replace(/\s*\{#[^}]+\}\s*$/, '').trim();
      starts.push({
        index,
        level: m[1]!.length,
        heading: headingText(m[2]!),
        isCode: /^`[^`]+`$/.test(raw),
      });
    }
  });
  return starts.map((start, i) => {
    let end = all.length;
    for (const next of starts.slice(i + 1)) {
      if (next.level <= start.level) {
        end = next.index;
        break;
      }
    }
    return {
      heading: start.heading,
      level: start.level,
      isCode: start.isCode,
      text: all
        .slice(start.index + 1, end)
        .map((l) => l.text)
        .join('\n'),
    };
  });
}

/** The level-2 section with the given title, or undefined. */
export function section(body: string, title: string): string | undefined {
  return blocks(body).find((b) => b.level === 2 && b.heading === title)?.text;
}

/**
 * Option headings of a section: level 3 (`name`) and level 4 (`parent.child`).
 * Only headings written as inline code count; prose headings such as
 * "Other esbuild options" group text and are not option names.
 */
export function optionHeadings(sectionText: string): { top: string[]; nested: string[] } {
  const codeBlocks = blocks(sectionText).filter((b) => b.isCode);
  return {
    top: codeBlocks.filter((b) => b.level === 3).map((b) => b.heading),
    nested: codeBlocks.filter((b) => b.level === 4).map((b) => b.heading),
  };
}

/** Prose with code fences removed (links and inline code stay). */
export function prose(body: string): string {
  return lines(body)
    .filter((l) => !l.inFence)
    .map((l) => l.text)
    .join('\n');
}

/** Site-internal link targets (`/section/page/#anchor`) in prose. */
export function internalLinks(body: string): string[] {
  return [...prose(body).matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
}

/** Names written as inline code in a piece of Markdown, e.g. `url` or `modules.auto`. */
export function inlineCodeNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const m of prose(markdown).matchAll(/`([^`\n]+)`/g)) names.add(m[1]!.trim());
  return names;
}

export interface Page {
  file: string;
  data: Record<string, unknown>;
  body: string;
  headings: Heading[];
  fences: CodeFence[];
}

export function readPage(file: string, source: string): Page {
  const { data, body } = parseMarkdown(source);
  return { file, data, body, headings: extractHeadings(body), fences: extractCodeFences(body) };
}

export interface OptionCheck {
  missing: string[];
  unknown: string[];
}

/**
 * Compares the level-3 option headings of a section with the names a package
 * accepts. `required` must all have a heading; headings outside `allowed`
 * (which includes `required`) are unknown.
 */
export function checkOptionHeadings(
  sectionText: string,
  required: readonly string[],
  allowed: readonly string[] = required,
): OptionCheck {
  const { top } = optionHeadings(sectionText);
  const allowedSet = new Set([...required, ...allowed]);
  return {
    missing: required.filter((name) => !top.includes(name)).sort(),
    unknown: top.filter((name) => !allowedSet.has(name)).sort(),
  };
}
