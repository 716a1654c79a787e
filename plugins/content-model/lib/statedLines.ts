/**
 * The `- Type:` and `- Default:` bullets of reference pages, each with the option heading it sits
 * under: what the docs state about an option. Read by the content tests (tests/helpers/
 * stated-defaults.ts compares them with webpack) and by plugins/config-check (the table of the
 * options a pasted configuration uses). Pure.
 */
import { headingText, parseMarkdown } from './markdown';

export interface StatedLine {
  /** Page file name, e.g. `output.md`. */
  page: string;
  /** 1-based line in the file (front matter included). */
  line: number;
  kind: 'Default' | 'Type';
  /** The option heading above the line, as plain text (`output.hashDigestLength`), or the nearest heading. */
  heading: string;
  /** Whether that heading is a single inline-code span (an option heading). */
  isOptionHeading: boolean;
  /** The headings above the line from level 2 down, as plain text (`['Options', 'patterns', 'from']`). */
  trail: string[];
  /** Text between `Default` and the colon, e.g. "in `development`"; empty for the plain form. */
  qualifier: string;
  /** Everything after the colon, continuation lines joined with a space. */
  text: string;
}

const LINE_START = /^\s*[-*]\s+(?:\*\*)?(Default|Type)(s?)(\s[^:]*)?:(?:\*\*)?\s*(.*)$/;

/** Every Type/Default bullet of a Markdown file outside code fences. */
export function statedLines(page: string, source: string): StatedLine[] {
  const { body, bodyLineOffset } = parseMarkdown(source);
  const lines = body.split('\n');
  const result: StatedLine[] = [];
  let fence: string | null = null;
  let heading = '';
  let isOptionHeading = false;
  let trail: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (fenceMatch && text.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    const h = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text);
    if (h) {
      const raw = h[2]!.replace(/\s*\{#[^}]+\}\s*$/, '').trim();
      heading = headingText(raw);
      const level = h[1]!.length;
      if (level >= 2) trail = [...trail.slice(0, level - 2), heading];
      isOptionHeading = /^`[^`]+`$/.test(raw);
      continue;
    }
    const m = LINE_START.exec(text);
    if (!m) continue;
    let joined = m[4]!;
    const start = i;
    // Wrapped continuation lines are indented and are not a new bullet.
    while (
      i + 1 < lines.length &&
      /^\s{2,}\S/.test(lines[i + 1]!) &&
      !/^\s*[-*]\s/.test(lines[i + 1]!)
    ) {
      joined += ' ' + lines[i + 1]!.trim();
      i++;
    }
    result.push({
      page,
      line: start + 1 + bodyLineOffset,
      kind: m[1] as 'Default' | 'Type',
      heading,
      isOptionHeading,
      trail,
      qualifier: (m[3] ?? '').trim(),
      text: joined.trim(),
    });
  }
  return result;
}
