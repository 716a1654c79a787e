/**
 * Code lines as the theme's `CodeBlock/Line` renders them, without colours: tokens carry classes
 * only (`token keyword`), so the same markup serves both site themes (colours: lib/themeCss.ts).
 * Types only from prism-react-renderer: nothing of Prism is bundled by this module.
 */
import type {
  LineInputProps,
  LineOutputProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
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
 * turned into plain text, merged with the plain text beside it: components/Line renders plain text
 * without an element, so a page's code needs a fraction of the elements (on the longest
 * configuration page, 7,571 elements became 4,466). Empty tokens (an empty line's) stay as they are.
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

/**
 * A token that renders as bare text: plain, and not an empty line's (which needs its height). No
 * prism-react-renderer theme styles the `plain` type itself (__tests__/themeCss.test.ts checks).
 */
export function isPlainText(token: Token): boolean {
  return !token.empty && token.types.length === 1 && token.types[0] === 'plain';
}

export function lineProps({
  className,
  style,
  line: _line,
  ...rest
}: LineInputProps): LineOutputProps {
  return { ...rest, className: clsx('token-line', className), ...(style ? { style } : {}) };
}

export function tokenProps({
  token,
  className,
  style,
  ...rest
}: TokenInputProps): TokenOutputProps {
  // An empty token keeps the height of its line (as prism-react-renderer does).
  const emptyStyle = token.empty ? { display: 'inline-block' } : undefined;
  const merged = emptyStyle || style ? { ...emptyStyle, ...style } : undefined;
  return {
    ...rest,
    // Nested diff tokens repeat a type ("unchanged prefix unchanged"): one class each is enough.
    className: clsx('token', ...new Set(token.types), className),
    children: token.content,
    ...(merged ? { style: merged } : {}),
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
