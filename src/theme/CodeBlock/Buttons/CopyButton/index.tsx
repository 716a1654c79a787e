import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type { ComponentProps } from 'react';
import { diffResult } from '@site/src/lib/diffCopy';

type Props = ComponentProps<typeof CopyButtonType>;

const COPIED_MS = 1500;

/**
 * Wraps theme-classic's copy button. For a diff block it copies the resulting code (no removed
 * lines, no `+`/`-` prefixes: src/lib/diffCopy.ts) instead of the diff itself; other blocks copy
 * as they are. The block's lines are read from the rendered code, one `.token-line` per line.
 */
export default function CopyButtonWrapper(props: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClickCapture = (event: MouseEvent<HTMLSpanElement>) => {
    const block = event.currentTarget.closest('.theme-code-block');
    if (!block?.classList.contains('language-diff') || !navigator.clipboard) return;
    const lines = [...block.querySelectorAll('pre code .token-line')].map(
      (line) => line.textContent ?? '',
    );
    event.stopPropagation();
    void navigator.clipboard.writeText(diffResult(lines)).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    });
  };

  return (
    <span
      style={{ display: 'contents' }}
      onClickCapture={onClickCapture}
      data-copied={copied || undefined}
    >
      <CopyButton {...props} />
      <span role="status" className="sr-only">
        {copied ? 'Copied the code after the change' : ''}
      </span>
    </span>
  );
}
