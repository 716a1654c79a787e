/**
 * One code line (theme-classic's `CodeBlock/Line`), with two differences:
 * - a code line is a block-level <span> instead of a <div>, because <code> may only hold phrasing
 *   content (valid HTML: html-validate's element-permitted-content). It looks and copies the same:
 *   each line still ends with a <br>;
 * - plain text is a text node, not a <span> per token: plugins/code-highlight's tokenizer merges
 *   the tokens that look like plain text in both themes into it (lib/tokens.ts withPlainText).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Token } from 'prism-react-renderer';
import LineToken from '@theme/CodeBlock/Line/Token';
import { isPlainText } from '../../lib/tokens';
import type { Props } from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/** A line holding only "\n" renders empty: its <br> already makes the line break. */
function fixLineBreak(line: Token[]): Token[] {
  const single = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return single ? [{ ...single, content: '' }] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    if (isPlainText(token)) return token.content;
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
