/**
 * Turns the body of a docs or blog source file into plain Markdown that any
 * reader understands, keeping everything the rendered page shows:
 *
 * - admonitions (`:::note[Title]` … `:::`) become labelled blockquotes;
 * - `<Tabs>`/`<TabItem label="…">` become consecutive labelled sections, and
 *   `<details><summary>…</summary>` a labelled section;
 * - code fences keep their language and `title`; test-only meta (`partial`,
 *   `fixture=…`, line ranges) and highlight magic comments are dropped, as the page drops them;
 * - explicit heading ids (`{#id}`), HTML comments and MDX imports/comments are dropped;
 * - link targets outside code go through `rewriteLink` (the twin makes them absolute).
 *
 * Line based on purpose: every line it has no rule for is kept byte for byte,
 * so prose, tables and code are exactly what the author wrote. A JSX component
 * it cannot write as Markdown is an error naming file and line, never silently lost.
 */
import { rewriteLinkTargets } from './links';

export interface PlainMarkdownOptions {
  /** Source path, for error messages (`docs/guides/caching.md`). */
  file: string;
  /** `.mdx` sources may hold JSX and ESM; `.md` sources are CommonMark. */
  mdx: boolean;
  /** Rewrites a link target found in prose; targets stay as written when absent. */
  rewriteLink?: (target: string) => string;
  /** Lines before the body in the file (front matter), so errors name the file's line. */
  lineOffset?: number;
}

export class PlainMarkdownError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'PlainMarkdownError';
  }
}

type FrameKind = 'root' | 'admonition' | 'tabs' | 'tab' | 'details';

interface Frame {
  kind: FrameKind;
  /** Label shown above the frame's content (admonition type or title, tab label, summary). */
  label?: string;
  /** Colons of an admonition's opening line; the closing line needs at least as many. */
  colons?: number;
  /** Source line that opened the frame, for errors. */
  line: number;
  lines: string[];
}

interface OpenFence {
  char: string;
  length: number;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*(.*)$/;
const ADMONITION_OPEN =
  /^\s*(:{3,})([a-zA-Z][\w-]*)\s*(?:\[([^\]]*)\])?\s*(?:\{[^}]*\})?\s*(.*?)\s*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/;
/** Docusaurus' default magic comments, in any of the comment styles it knows. */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|\/\*|<!--|--|;+|%)\s*highlight-(?:next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

const TABS_OPEN = /^\s*<Tabs\b[^>]*>\s*$/;
const TABS_CLOSE = /^\s*<\/Tabs>\s*$/;
const TAB_OPEN = /^\s*<TabItem\b([^>]*)>\s*$/;
const TAB_CLOSE = /^\s*<\/TabItem>\s*$/;
const DETAILS_OPEN = /^\s*<(details|Details)\b[^>]*>\s*(?:<summary>(.*?)<\/summary>)?\s*$/;
const DETAILS_CLOSE = /^\s*<\/(details|Details)>\s*$/;
const SUMMARY = /^\s*<summary>(.*?)<\/summary>\s*$/;
const ADMONITION_COMPONENT_OPEN = /^\s*<Admonition\b([^>]*)>\s*$/;
const ADMONITION_COMPONENT_CLOSE = /^\s*<\/Admonition>\s*$/;
const JSX_TAG = /^\s*<\/?([A-Z][\w.]*)/;
/** The configuration checker of /configuration/check/ (plugins/config-check), self-closing. */
const CONFIG_CHECK = /^\s*<ConfigCheck\b[^>]*\/>\s*$/;
export const CONFIG_CHECK_TEXT =
  '> **Interactive:** the configuration checker runs in the browser; open this page in a browser to use it.';
const ESM = /^(import|export)\s/;
const MDX_COMMENT_OPEN = /^\s*\{\/\*/;
const MDX_COMMENT_CLOSE = /\*\/\}\s*$/;

/** Value of a JSX/HTML attribute written as `name="v"`, `name='v'` or `name={'v'}`. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`,
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

export function admonitionLabel(type: string, title?: string): string {
  const name = type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
  return title ? `${name}: ${title}` : name;
}

/** A code fence's opening line with only the language and `title` kept. */
export function plainFenceOpening(line: string): string {
  const match = FENCE_OPEN.exec(line);
  if (!match) return line;
  const [, indent, marker, info] = match as unknown as [string, string, string, string];
  const lang = /^[^\s{]*/.exec(info)![0];
  const title = /\btitle=(["'])(.*?)\1/.exec(info);
  return `${indent}${marker}${lang}${title ? ` title=${title[1]}${title[2]}${title[1]}` : ''}`;
}

export function isMagicComment(line: string): boolean {
  return MAGIC_COMMENT.test(line);
}

function isFenceClose(line: string, fence: OpenFence): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.length && trimmed === fence.char.repeat(trimmed.length);
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start += 1;
  while (end > start && lines[end - 1]!.trim() === '') end -= 1;
  return lines.slice(start, end);
}

/** Removes the indentation all non-blank lines share (JSX children are often indented; Markdown would read 4 spaces as code). */
function dedent(lines: string[]): string[] {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^ */.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return common
    ? lines.map((line) => line.slice(Math.min(common, /^ */.exec(line)![0].length)))
    : lines;
}

function renderFrame(frame: Frame): string[] {
  const content = trimBlankLines(frame.lines);
  switch (frame.kind) {
    case 'admonition':
      return [`**${frame.label}**`, '', ...content].map((line) =>
        line === '' ? '>' : `> ${line}`,
      );
    case 'tab':
    case 'details':
      return [`**${frame.label}**`, '', ...trimBlankLines(dedent(content))];
    default:
      return content;
  }
}

const CLOSING_TAG: Record<FrameKind, string> = {
  root: '',
  admonition: ':::',
  tabs: '</Tabs>',
  tab: '</TabItem>',
  details: '</details>',
};

export function toPlainMarkdown(body: string, options: PlainMarkdownOptions): string {
  const { file, mdx, rewriteLink, lineOffset = 0 } = options;
  const root: Frame = { kind: 'root', line: 0, lines: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const emit = (line: string) => top().lines.push(line);
  const emitBlank = () => {
    const lines = top().lines;
    if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  };
  const open = (frame: Omit<Frame, 'lines'>) => stack.push({ ...frame, lines: [] });
  const close = (lineNumber: number, kind: FrameKind) => {
    const frame = top();
    if (frame.kind !== kind) {
      throw new PlainMarkdownError(
        file,
        lineNumber,
        `${CLOSING_TAG[kind]} closes nothing open here${frame.kind === 'root' ? '' : ` (open: ${CLOSING_TAG[frame.kind]} from line ${frame.line})`}`,
      );
    }
    stack.pop();
    emitBlank();
    top().lines.push(...renderFrame(frame));
    emitBlank();
  };

  let fence: OpenFence | null = null;
  let skipping: 'html-comment' | 'mdx-comment' | 'esm' | null = null;

  body.split('\n').forEach((line, index) => {
    const lineNumber = lineOffset + index + 1;
    if (fence) {
      if (isFenceClose(line, fence)) fence = null;
      else if (isMagicComment(line)) return;
      emit(line);
      return;
    }
    if (skipping === 'html-comment') {
      if (line.includes('-->')) skipping = null;
      return;
    }
    if (skipping === 'mdx-comment') {
      if (MDX_COMMENT_CLOSE.test(line)) skipping = null;
      return;
    }
    if (skipping === 'esm') {
      if (line.trim() === '') skipping = null;
      return;
    }

    const fenceOpen = FENCE_OPEN.exec(line);
    if (fenceOpen) {
      fence = { char: fenceOpen[2]![0]!, length: fenceOpen[2]!.length };
      emit(plainFenceOpening(line));
      return;
    }
    if (line.trim() === '') {
      emitBlank();
      return;
    }
    if (/^\s*<!--/.test(line)) {
      if (!line.includes('-->')) skipping = 'html-comment';
      return;
    }

    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen) {
      const [, colons, type, bracketTitle, trailingTitle] = admonitionOpen;
      open({
        kind: 'admonition',
        label: admonitionLabel(type!, bracketTitle || trailingTitle || undefined),
        colons: colons!.length,
        line: lineNumber,
      });
      return;
    }
    const admonitionClose = ADMONITION_CLOSE.exec(line);
    if (
      admonitionClose &&
      top().kind === 'admonition' &&
      admonitionClose[1]!.length >= top().colons!
    ) {
      close(lineNumber, 'admonition');
      return;
    }

    const detailsOpen = DETAILS_OPEN.exec(line);
    if (detailsOpen) {
      open({ kind: 'details', label: detailsOpen[2]?.trim() || undefined, line: lineNumber });
      return;
    }
    const summary = SUMMARY.exec(line);
    if (summary && top().kind === 'details' && top().label === undefined) {
      top().label = summary[1]!.trim();
      return;
    }
    if (DETAILS_CLOSE.test(line)) {
      top().label ??= 'Details';
      close(lineNumber, 'details');
      return;
    }

    if (mdx) {
      if (stack.length === 1 && ESM.test(line)) {
        skipping = 'esm';
        return;
      }
      if (MDX_COMMENT_OPEN.test(line)) {
        if (!MDX_COMMENT_CLOSE.test(line)) skipping = 'mdx-comment';
        return;
      }
      if (TABS_OPEN.test(line)) {
        open({ kind: 'tabs', line: lineNumber });
        return;
      }
      if (TABS_CLOSE.test(line)) {
        close(lineNumber, 'tabs');
        return;
      }
      const tabOpen = TAB_OPEN.exec(line);
      if (tabOpen) {
        const label = attribute(tabOpen[1]!, 'label') ?? attribute(tabOpen[1]!, 'value');
        if (!label)
          throw new PlainMarkdownError(
            file,
            lineNumber,
            '<TabItem> needs a label or value to be written as Markdown',
          );
        open({ kind: 'tab', label, line: lineNumber });
        return;
      }
      if (TAB_CLOSE.test(line)) {
        close(lineNumber, 'tab');
        return;
      }
      const admonitionComponent = ADMONITION_COMPONENT_OPEN.exec(line);
      if (admonitionComponent) {
        const type = attribute(admonitionComponent[1]!, 'type') ?? 'note';
        open({
          kind: 'admonition',
          label: admonitionLabel(type, attribute(admonitionComponent[1]!, 'title')),
          line: lineNumber,
        });
        return;
      }
      if (ADMONITION_COMPONENT_CLOSE.test(line)) {
        close(lineNumber, 'admonition');
        return;
      }
      if (CONFIG_CHECK.test(line)) {
        // plugins/config-check's checker runs only in a browser: the twin says where it is.
        emit(CONFIG_CHECK_TEXT);
        return;
      }
      const jsx = JSX_TAG.exec(line);
      if (jsx) {
        throw new PlainMarkdownError(
          file,
          lineNumber,
          `<${jsx[1]}> has no plain Markdown equivalent yet: add a rule for it to plugins/llms/lib/plainMarkdown.ts`,
        );
      }
    }

    const withoutId = HEADING_ID.exec(line)?.[1] ?? line;
    emit(rewriteLink ? rewriteLinkTargets(withoutId, rewriteLink) : withoutId);
  });

  // An admonition left open runs to the end of the page, as Docusaurus renders it.
  while (stack.length > 1) {
    const frame = top();
    if (frame.kind !== 'admonition') {
      throw new PlainMarkdownError(
        file,
        frame.line,
        `${CLOSING_TAG[frame.kind]} is missing for the tag opened here`,
      );
    }
    close(lineOffset + body.split('\n').length, 'admonition');
  }
  const lines = trimBlankLines(root.lines);
  return lines.length ? `${lines.join('\n')}\n` : '';
}
