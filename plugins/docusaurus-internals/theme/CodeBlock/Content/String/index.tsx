/**
 * Ejected from theme-classic's `CodeBlock/Content/String`, with one change: word wrap comes from
 * `useLazyCodeWordWrap` (client/wordWrap.ts), which measures the blocks when the browser is idle
 * instead of in every block's effects while the page hydrates.
 */
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@site/plugins/docusaurus-internals/client/themeCommon';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useLazyCodeWordWrap } from '@site/plugins/code-highlight/client/wordWrap';

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
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
