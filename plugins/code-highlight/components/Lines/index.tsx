/**
 * The code lines of a block (theme-classic's `CodeBlock/Content`), highlighted without Prism on
 * first load.
 * - Server: highlighted lines with class-only tokens (colours: plugins/code-highlight's CSS).
 * - Hydration: the server's lines are kept as they are (the markup is the same in both themes);
 *   React is told not to touch them, so Prism is neither downloaded nor run.
 * - A block that mounts later (client navigation) shows its plain lines at once and swaps in the
 *   highlighted ones when the Prism chunk arrives; both have the same lines, so nothing moves.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@site/plugins/docusaurus-internals/client/themeCommon';
import Line from '../Line';
import { loadedTokenizer, loadTokenizer } from '../../client/highlighter';
import { isHydratingFirstPage } from '@site/src/lib/hydration';
import { codeExtent, lineProps, plainLines, tokenProps } from '../../lib/tokens';
import styles from './styles.module.css';

/** The tokenizer, loading it when `wanted` and not there yet; null until then. */
function useTokenizer(wanted: boolean) {
  const [tokenize, setTokenize] = useState(loadedTokenizer);
  useEffect(() => {
    if (!wanted || tokenize) return undefined;
    let current = true;
    loadTokenizer().then(
      (loaded) => current && setTokenize(() => loaded),
      // Offline or a failed chunk: the plain lines stay, readable and copyable.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, tokenize]);
  return tokenize;
}

export default function CodeBlockLines({ className }: { className?: string }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  // Remember the code hydrated from the server's HTML, if this block mounted while hydrating.
  const [hydratedCode] = useState(() => (isHydratingFirstPage() ? code : null));
  const keepServerLines = hydratedCode === code;
  const tokenize = useTokenizer(!keepServerLines);
  const lines = useMemo(
    () => (keepServerLines ? [] : tokenize ? tokenize(code, language) : plainLines(code)),
    [keepServerLines, tokenize, code, language],
  );

  const extent = useMemo(() => codeExtent(code), [code]);
  const codeProps = {
    className: clsx(
      styles.codeBlockLines,
      lineNumbersStart !== undefined
        ? styles.codeBlockLinesWithNumbering
        : styles.codeBlockLinesSkippable,
    ),
    style:
      lineNumbersStart === undefined
        ? undefined
        : { counterReset: `line-count ${lineNumbersStart - 1}` },
  };
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      // The code's size, for the browser to skip laying out the lines of a block off screen
      // (styles.module.css). On the <pre>: the word-wrap toggle owns the <code>'s style attribute.
      style={{ '--code-lines': extent.lines, '--code-columns': extent.columns } as CSSProperties}
    >
      {keepServerLines ? (
        // An empty __html leaves the server-rendered children in place during and after hydration.
        <code {...codeProps} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <code {...codeProps}>
          {lines.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={lineProps}
              getTokenProps={tokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </pre>
  );
}
