/**
 * Ejected from theme-classic (a safe eject), with two changes:
 * - no `key={String(isBrowser)}`: that key remounted every code block after hydration to re-apply
 *   the dark theme's inline colours. Colours are CSS now (plugins/code-highlight), so the server's
 *   blocks stay as they are;
 * - it renders plugins/code-highlight's own components, not theme-classic's
 *   `CodeBlock/Content/*`, `Layout`, `Container` and `Line`, whose ejects are unsafe.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import {
  CodeBlockElement,
  CodeBlockString,
} from '@site/plugins/code-highlight/components/CodeBlock';

/** Plain string children (copyable) when there are no elements, else the children as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <CodeBlockString {...props}>{children}</CodeBlockString>;
  return <CodeBlockElement {...props}>{children}</CodeBlockElement>;
}
