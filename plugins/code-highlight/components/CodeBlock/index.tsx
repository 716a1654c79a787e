/**
 * theme-classic's `CodeBlock/Content/{String,Element}`, `Layout`, `Container` and `Line` as this
 * feature's two components; how they differ is in ../../README.md.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Token } from 'prism-react-renderer';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import type { Props as StringProps } from '@theme/CodeBlock/Content/String';
import type { Props as ElementProps } from '@theme/CodeBlock/Content/Element';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
} from '@site/plugins/docusaurus-internals/client/themeCommon';
import { isHydratingFirstPage } from '@site/src/lib/hydration';
import { useLazyCodeWordWrap } from '../../client/wordWrap';
import { loadedTokenizer, loadTokenizer } from '../../client/highlighter';
import { codeExtent, isPlainText, plainLines, tokenProps } from '../../lib/tokens';
import styles from './styles.module.css';

/** theme-classic's `Container`, without the inline colour variables (they are CSS per theme). */
const container = (className?: string) =>
  clsx(className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock);

/** A block whose children are elements (`<pre><MyComponent/></pre>` in MDX), unhighlighted. */
export function CodeBlockElement({ children, className }: ElementProps): ReactNode {
  return (
    <pre
      tabIndex={0}
      className={container(clsx(styles.codeBlockStandalone, 'thin-scrollbar', className))}
    >
      <code className={styles.codeBlockLines}>{children}</code>
    </pre>
  );
}

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

function Line({
  line,
  className,
  numbered,
}: {
  line: Token[];
  className: string[] | undefined;
  numbered: boolean;
}) {
  const tokens = line.map((token, key) =>
    isPlainText(token) ? (
      token.content
    ) : (
      // An empty line's token renders empty: the line's <br> makes the break.
      <span key={key} {...tokenProps(token)}>
        {token.empty ? '' : token.content}
      </span>
    ),
  );
  return (
    <span className={clsx('token-line', className, styles.line, numbered && styles.codeLine)}>
      {numbered ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}

/** The code lines, highlighted without Prism on first load (README.md). */
function Lines(): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  // The code hydrated from the server's HTML, if this block mounted while hydrating.
  const [hydratedCode] = useState(() => (isHydratingFirstPage() ? code : null));
  const keepServerLines = hydratedCode === code;
  const tokenize = useTokenizer(!keepServerLines);
  const lines = useMemo(
    () => (keepServerLines ? [] : tokenize ? tokenize(code, language) : plainLines(code)),
    [keepServerLines, tokenize, code, language],
  );
  const extent = useMemo(() => codeExtent(code), [code]);
  const numbered = lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(
      styles.codeBlockLines,
      numbered ? styles.codeBlockLinesWithNumbering : styles.codeBlockLinesSkippable,
    ),
    style: numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined,
  };
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(`prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      // The code's size, for skipping the layout of blocks off screen (styles.module.css).
      // On the <pre>: the word-wrap toggle owns the <code>'s style attribute.
      style={{ '--code-lines': extent.lines, '--code-columns': extent.columns } as CSSProperties}
    >
      {keepServerLines ? (
        // An empty __html leaves the server's children in place, during hydration and after.
        <code {...codeProps} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <code {...codeProps}>
          {lines.map((line, i) => (
            <Line key={i} line={line} className={lineClassNames[i]} numbered={numbered} />
          ))}
        </code>
      )}
    </pre>
  );
}

/** A block whose code is a string: nearly all of them. */
export function CodeBlockString(props: StringProps): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useLazyCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={container(metadata.className)}>
        {metadata.title && (
          <div className={styles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.codeBlockContent}>
          <Lines />
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
