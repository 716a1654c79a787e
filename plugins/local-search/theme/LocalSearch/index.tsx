import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { SEARCH_PLACEHOLDER } from '@site/plugins/local-search/lib/constants';
import { isOpenShortcut } from '@site/plugins/local-search/lib/keyboard';
import styles from './styles.module.css';

const loadScreen = () => import(/* webpackChunkName: "search-screen" */ './SearchScreen');
const SearchScreen = lazy(loadScreen);

/** The screen's chunk could not be loaded (offline): search closes again instead of breaking the page. */
function Failed({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  useEffect(() => onClose(true), [onClose]);
  return null;
}

/**
 * The built-in search in the header: a button ("Search… Ctrl K"; the magnifier alone on narrow
 * screens) that opens the search screen (./SearchScreen, its own chunk: fetched when the reader
 * points at the button or opens search, not with the page). Ctrl/Cmd+K and '/' open it from
 * anywhere on the page.
 */
export default function LocalSearch() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpenShortcut(event, event.target as HTMLElement | null)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };
  // A failed chunk leaves nothing open; the next press tries again.
  const prefetch = () => void loadScreen().catch(() => undefined);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        title={SEARCH_PLACEHOLDER}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-search-button
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={styles.icon}>
          <path
            fill="currentColor"
            d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
          />
        </svg>
        <span className={styles.buttonText}>Search…</span>
        {/* the visible text is the button's name (no aria-label that would not contain it) */}
        <kbd className={styles.kbd} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <ErrorBoundary fallback={() => <Failed onClose={close} />}>
          <Suspense fallback={null}>
            <SearchScreen onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
