/**
 * A code block whose children are elements (`<pre><MyComponent/></pre>` in MDX), shown as they are,
 * unhighlighted: theme-classic's `CodeBlock/Content/Element` in this feature's container.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Content/Element';
import Container from '../Container';
// The standalone block's styles are the lines' (theme-classic shares them the same way).
import styles from '../Lines/styles.module.css';

export default function CodeBlockElement({ children, className }: Props): ReactNode {
  return (
    <Container
      as="pre"
      tabIndex={0}
      className={clsx(styles.codeBlockStandalone, 'thin-scrollbar', className)}
    >
      <code className={styles.codeBlockLines}>{children}</code>
    </Container>
  );
}
