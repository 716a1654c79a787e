import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { copyMarkdown, type CopyOutcome } from '@site/src/lib/copyMarkdown';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | CopyOutcome;

/** How long 'Copied' stays on the button before it reads 'Copy page' again. */
const CONFIRMATION_MS = 2500;
/** How long a failure note covers the content under the controls. */
const FAILURE_MS = 8000;

const MESSAGES: Record<State, string> = {
  idle: '',
  copying: 'Copying the page as Markdown…',
  copied: 'Page copied to the clipboard as Markdown.',
  'load-failed': 'Could not load the Markdown version of this page.',
  'copy-failed': 'The browser did not allow copying. Use “View as Markdown” instead.',
};

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
    </svg>
  );
}

/**
 * 'Copy page' and 'View as Markdown' for a docs page: the Markdown twin is
 * downloaded only when the reader asks for it. The outcome is shown on the
 * button ('Copied') or, for failures, as a message, and announced to screen readers.
 */
export default function PageMarkdownActions({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<State>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    clearTimeout(resetTimer.current);
    setState('copying');
    const outcome = await copyMarkdown(markdownUrl, {
      fetch: (url, init) => window.fetch(url, init),
      clipboard: navigator.clipboard,
      ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
    });
    setState(outcome);
    resetTimer.current = setTimeout(
      () => setState('idle'),
      outcome === 'copied' ? CONFIRMATION_MS : FAILURE_MS,
    );
  };

  const copied = state === 'copied';
  const failed = state === 'load-failed' || state === 'copy-failed';
  return (
    <div className={styles.actions} data-page-markdown-actions>
      <div className={styles.row}>
        <button
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.copy)}
          onClick={copy}
          aria-busy={state === 'copying'}
          data-copy-state={state}
        >
          {/* Both labels share one grid cell, so the button keeps its width when the label changes. */}
          <span className={styles.labels}>
            <span className={clsx(styles.label, copied && styles.hidden)} aria-hidden={copied}>
              <CopyIcon /> Copy page
            </span>
            <span className={clsx(styles.label, !copied && styles.hidden)} aria-hidden={!copied}>
              <CheckIcon /> Copied
            </span>
          </span>
        </button>
        <a className={styles.view} href={markdownUrl} type="text/markdown">
          View as Markdown
        </a>
      </div>
      <p role="status" className={clsx(styles.status, !failed && 'sr-only')}>
        {MESSAGES[state]}
      </p>
    </div>
  );
}
