/**
 * Wraps theme-classic's word-wrap button. The button shows once its block is known to overflow,
 * which client/wordWrap.ts measures when the browser is idle, after the first paint: appearing
 * then, it would push the copy button aside (a layout shift). So the same button is always
 * rendered and keeps its room, invisible and inert until then; showing it changes a class and
 * an attribute, never the elements (nothing moves, and the server's HTML stays in place).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import WordWrapButton from '@theme-original/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import {
  CodeBlockContextProvider,
  useCodeBlockContext,
} from '@site/plugins/docusaurus-internals/client/themeCommon';
import styles from './styles.module.css';

export default function WordWrapButtonWrapper(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const shown = wordWrap.isEnabled || wordWrap.isCodeScrollable;
  return (
    <span
      className={clsx(styles.slot, !shown && styles.room)}
      inert={!shown}
      data-word-wrap-room={shown ? undefined : ''}
    >
      <CodeBlockContextProvider
        metadata={metadata}
        wordWrap={{ ...wordWrap, isCodeScrollable: true }}
      >
        <WordWrapButton {...props} />
      </CodeBlockContextProvider>
    </span>
  );
}
