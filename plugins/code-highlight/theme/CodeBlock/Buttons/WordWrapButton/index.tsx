/**
 * Wraps theme-classic's word-wrap button. The button shows once its block is known to overflow,
 * which client/wordWrap.ts measures when the browser is idle, after the first paint: appearing
 * then, it would push the copy button aside (a layout shift). So until then the same button
 * keeps its room, invisible and inert; the visible one takes its place without moving anything.
 */
import type { ReactNode } from 'react';
import WordWrapButton from '@theme-init/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import { CodeBlockContextProvider, useCodeBlockContext } from '@site/plugins/docusaurus-internals/client/themeCommon';
import styles from './styles.module.css';

export default function WordWrapButtonWrapper(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  if (wordWrap.isEnabled || wordWrap.isCodeScrollable) return <WordWrapButton {...props} />;
  return (
    <span className={styles.room} inert data-word-wrap-room="">
      <CodeBlockContextProvider metadata={metadata} wordWrap={{ ...wordWrap, isCodeScrollable: true }}>
        <WordWrapButton {...props} />
      </CodeBlockContextProvider>
    </span>
  );
}
