/**
 * Ejected from theme-classic without its `key={String(isBrowser)}`: that key remounted every code
 * block after hydration to re-apply the dark theme's inline colours. Colours are CSS now
 * (plugins/code-highlight), so the server's blocks stay as they are.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Plain string children (copyable) when there are no elements, else the children as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
