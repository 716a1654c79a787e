/**
 * The raw-HTML policy for Markdown (docs/, blog/): only the elements and attributes of
 * allowlist.json, every element closed in order, no event handlers, no script URLs, no
 * components nobody provides. Framework-free: the remark plugin and the tests feed it the raw
 * HTML fragments of a file with their lines.
 */
import { decodeHTML } from 'entities';
import allowlist from '../allowlist.json';

export interface HtmlFragment {
  /** The raw HTML as written (an mdast `html` node's value). */
  value: string;
  /** 1-based line of the fragment's first character in the file. */
  line: number;
}

export interface HtmlProblem {
  line: number;
  message: string;
}

export interface Allowlist {
  elements: readonly string[];
  voidElements: readonly string[];
  components: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  urlAttributes: readonly string[];
}

export const ALLOWLIST: Allowlist = allowlist;

const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9:._-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?-->/g;

/** A URL value that would run script (or smuggle a document) when followed. */
export function isScriptUrl(value: string): boolean {
  // Browsers decode entities and ignore whitespace and control characters inside the scheme.
  const squeezed = decodeHTML(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f]+/g, '')
    .toLowerCase();
  return (
    /^(javascript|vbscript|data):/.test(squeezed) ||
    squeezed.split(',').some((part) => /^(javascript|vbscript):/.test(part))
  );
}

function checkAttributes(
  name: string,
  raw: string,
  line: number,
  policy: Allowlist,
  problems: HtmlProblem[],
): void {
  const allowed = new Set([...(policy.attributes['*'] ?? []), ...(policy.attributes[name] ?? [])]);
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const attribute = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (attribute.startsWith('on')) {
      problems.push({
        line,
        message: `<${name} ${attribute}>: event-handler attributes are not allowed`,
      });
    } else if (!allowed.has(attribute) && !/^(aria|data)-[a-z0-9-]+$/.test(attribute)) {
      problems.push({
        line,
        message: `<${name} ${attribute}>: attribute "${attribute}" is not allowed on <${name}> (allowed: ${[...allowed].join(', ')}, aria-*, data-*)`,
      });
    } else if (policy.urlAttributes.includes(attribute) && isScriptUrl(value)) {
      problems.push({
        line,
        message: `<${name} ${attribute}="${value}">: javascript:, vbscript: and data: URLs are not allowed`,
      });
    }
  }
}

/** Every problem in a file's raw HTML fragments, in document order. */
export function checkHtml(
  fragments: readonly HtmlFragment[],
  policy: Allowlist = ALLOWLIST,
): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  const open: { name: string; line: number }[] = [];
  for (const fragment of fragments) {
    // Comments go (lines kept); anything else starting with <! or <? is not HTML we allow.
    const value = fragment.value.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
    const lineAt = (index: number) =>
      fragment.line + (value.slice(0, index).match(/\n/g)?.length ?? 0);
    for (const odd of value.matchAll(/<[!?][^>]*>?/g)) {
      problems.push({
        line: lineAt(odd.index),
        message: `${odd[0].slice(0, 20)}: doctype, CDATA and processing instructions are not allowed`,
      });
    }
    for (const match of value.matchAll(TAG)) {
      const [, closing, rawName, attributes = '', selfClosing] = match;
      const name = rawName!;
      const line = lineAt(match.index);
      if (/^[A-Z]/.test(name) || name.includes('.')) {
        if (!policy.components.includes(name)) {
          problems.push({
            line,
            message: `<${name}>: unknown component (Markdown pages provide none; write it in HTML from the allowlist, or in code)`,
          });
          continue;
        }
      } else if (!policy.elements.includes(name.toLowerCase())) {
        problems.push({
          line,
          message:
            name.toLowerCase() === 'script'
              ? '<script>: scripts are not allowed in Markdown'
              : `<${name}>: element not allowed (allowed: ${policy.elements.join(', ')})`,
        });
        continue;
      }
      const lower = /^[A-Z]/.test(name) ? name : name.toLowerCase();
      if (closing) {
        const top = open[open.length - 1];
        if (top?.name === lower) open.pop();
        else if (top)
          problems.push({
            line,
            message: `</${lower}> closes <${top.name}> opened on line ${top.line}`,
          });
        else problems.push({ line, message: `</${lower}> has no opening tag` });
        continue;
      }
      checkAttributes(lower, attributes, line, policy, problems);
      if (!selfClosing && !policy.voidElements.includes(lower)) open.push({ name: lower, line });
    }
  }
  for (const unclosed of open)
    problems.push({ line: unclosed.line, message: `<${unclosed.name}> is never closed` });
  return problems.sort((a, b) => a.line - b.line);
}

/** The error a file with problems fails the build with: the file, then `file:line: problem` per problem. */
export function htmlPolicyError(file: string, problems: readonly HtmlProblem[]): Error {
  return new Error(
    `Raw HTML in ${file} breaks the Markdown HTML policy (plugins/html-policy/allowlist.json):\n${problems
      .map((problem) => `  ${file}:${problem.line}: ${problem.message}`)
      .join('\n')}`,
  );
}
