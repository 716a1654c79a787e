/** Code lines and tokens without colours. Types only from prism-react-renderer: no Prism here. */
import type { CSSProperties } from 'react';
import type { Token } from 'prism-react-renderer';
import clsx from 'clsx';

/**
 * Unhighlighted lines, split exactly as prism-react-renderer's `normalizeTokens([code])` does
 * (an empty line holds one empty "\n" token), so swapping in highlighted lines moves nothing.
 */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{ types: ['plain'], content: '\n', empty: true }]
        : [{ types: ['plain'], content }],
    );
}

/**
 * Lines with every token that has none of the `styled` types (lib/themeCss.ts styledTokenTypes)
 * merged into the plain text beside it. Empty tokens (an empty line's) stay as they are.
 */
export function withPlainText(lines: Token[][], styled: ReadonlySet<string>): Token[][] {
  return lines.map((line) => {
    const merged: Token[] = [];
    for (const token of line) {
      const plain = !token.empty && !token.types.some((type) => styled.has(type));
      const previous = merged[merged.length - 1];
      if (!plain) merged.push(token);
      else if (previous && isPlainText(previous))
        merged[merged.length - 1] = { types: ['plain'], content: previous.content + token.content };
      else merged.push({ types: ['plain'], content: token.content });
    }
    return merged;
  });
}

/** A token that renders as bare text: plain, and not an empty line's (which needs its height). */
export function isPlainText(token: Token): boolean {
  return !token.empty && token.types.length === 1 && token.types[0] === 'plain';
}

/** A token's element: classes only, no colours; an empty token keeps its line's height. */
export function tokenProps(token: Token): { className: string; style?: CSSProperties } {
  return {
    // Nested diff tokens repeat a type ("unchanged prefix unchanged"): one class each is enough.
    className: clsx('token', ...new Set(token.types)),
    ...(token.empty ? { style: { display: 'inline-block' } } : {}),
  };
}

/** Tab stops every 8 columns, the CSS default `tab-size`. */
const TAB_SIZE = 8;

/**
 * The size of a block's code in lines and in character columns (its longest line, tabs expanded):
 * what lets the browser skip laying out a block that is off screen, at its real size.
 */
export function codeExtent(code: string): { lines: number; columns: number } {
  const lines = code.split(/\r\n|\r|\n/);
  let columns = 0;
  for (const line of lines) {
    let column = 0;
    // Code points, not UTF-16 units: an astral character is one column.
    for (const char of line)
      column = char === '\t' ? column + TAB_SIZE - (column % TAB_SIZE) : column + 1;
    columns = Math.max(columns, column);
  }
  return { lines: lines.length, columns };
}
