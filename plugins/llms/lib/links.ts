/**
 * Link targets in one line of Markdown prose: inline links and images
 * (`[text](target "title")`), reference definitions (`[id]: target`) and the
 * `href`/`src` of raw HTML. Code spans are left alone, so `` `[a](b)` `` stays literal.
 */

export interface Segment {
  code: boolean;
  text: string;
}

/** Length of the backtick run starting at `index`. */
function runLength(line: string, index: number): number {
  let end = index;
  while (line[end] === '`') end += 1;
  return end - index;
}

/** Splits a line into code spans (a backtick run closed by a run of the same length) and the text between. */
export function splitCodeSpans(line: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`' || line[i - 1] === '\\') {
      text += line[i];
      i += 1;
      continue;
    }
    const run = runLength(line, i);
    let close = -1;
    for (let j = i + run; j < line.length;) {
      if (line[j] !== '`') {
        j += 1;
        continue;
      }
      const length = runLength(line, j);
      if (length === run) {
        close = j;
        break;
      }
      j += length;
    }
    if (close === -1) {
      // An unmatched run is literal text.
      text += line.slice(i, i + run);
      i += run;
      continue;
    }
    if (text) segments.push({ code: false, text });
    text = '';
    segments.push({ code: true, text: line.slice(i, close + run) });
    i = close + run;
  }
  if (text) segments.push({ code: false, text });
  return segments;
}

const INLINE_TARGET = /(\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(<[^>\n]*>|\S+)/;
const HTML_ATTRIBUTE = /(\s(?:href|src)=)(["'])([^"']*)\2/g;

/** Rewrites every link target in a prose line with `rewrite`; everything else is kept byte for byte. */
export function rewriteLinkTargets(line: string, rewrite: (target: string) => string): string {
  const target = (raw: string) =>
    raw.startsWith('<') && raw.endsWith('>') ? `<${rewrite(raw.slice(1, -1))}>` : rewrite(raw);
  const definition = REFERENCE_DEFINITION.exec(line);
  if (definition)
    return `${definition[1]}${target(definition[2]!)}${line.slice(definition[0].length)}`;
  return splitCodeSpans(line)
    .map((segment) =>
      segment.code
        ? segment.text
        : segment.text
            .replace(INLINE_TARGET, (_match, open: string, raw: string) => `${open}${target(raw)}`)
            .replace(
              HTML_ATTRIBUTE,
              (_match, attr: string, quote: string, value: string) =>
                `${attr}${quote}${rewrite(value)}${quote}`,
            ),
    )
    .join('');
}
