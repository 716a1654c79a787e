/**
 * A code block whose code is a string (nearly all of them): theme-classic's `CodeBlock/Content/String`
 * and `CodeBlock/Layout` as one component of this feature, rendering the feature's own container
 * and lines instead of theme-classic's (see ../../index.ts). Two differences:
 * - word wrap comes from `useLazyCodeWordWrap` (client/wordWrap.ts), which measures the blocks when
 *   the browser is idle instead of in every block's effects while the page hydrates;
 * - the lines are ../Lines, highlighted without Prism on first load.
 * The parsed block (metadata) and its context come from theme-common's internals, through the fence
 * (plugins/docusaurus-internals/client/themeCommon.ts), so theme-classic's buttons can read them.
 */
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Content/String';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '@site/plugins/docusaurus-internals/client/themeCommon';
import { useLazyCodeWordWrap } from '../../client/wordWrap';
import Container from '../Container';
import Lines from '../Lines';
import styles from './styles.module.css';

export default function CodeBlockString(props: Props): ReactNode {
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
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={styles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.codeBlockContent}>
          <Lines />
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
