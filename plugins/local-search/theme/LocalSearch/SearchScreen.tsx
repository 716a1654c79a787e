import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import type { ResultDetail, SearchClient } from '@site/plugins/local-search/lib/client';
import { SEARCH_PLACEHOLDER } from '@site/plugins/local-search/lib/constants';
import {
  scopeDir,
  scopeOfUrl,
  scopePath,
  type SearchScope,
} from '@site/plugins/local-search/lib/scopes';
import { isOpenShortcut, nextActive } from '@site/plugins/local-search/lib/keyboard';
import type { SearchOutcome, Snippet } from '@site/plugins/local-search/lib/query';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

const SEARCH_DELAY_MS = 60;
const SNIPPET_DELAY_MS = 150;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function Highlighted({ snippet }: { snippet: Snippet }): ReactNode {
  const pieces: ReactNode[] = [];
  let at = 0;
  snippet.marks.forEach(([start, end], index) => {
    if (start > at) pieces.push(snippet.text.slice(at, start));
    pieces.push(<mark key={index}>{snippet.text.slice(start, end)}</mark>);
    at = end;
  });
  pieces.push(snippet.text.slice(at));
  return pieces;
}

// One search engine per index (docs version) and page load, kept across openings of the screen
// (a failed load is retried).
const sharedClients = new Map<string, Promise<SearchClient>>();

/** The docs versions as search scopes, and the one of the page in view (plugins/local-search/lib/scopes.ts). */
function useSearchScopes(): { scopes: SearchScope[]; pageScope: SearchScope } {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const scopes = useVersions(undefined).map((version) => ({
    name: version.name,
    label: version.label,
    path: scopePath(version.path, siteConfig.baseUrl),
    isLast: version.isLast,
  }));
  return { scopes, pageScope: scopeOfUrl(pathname, scopes, siteConfig.baseUrl) };
}

/**
 * The search screen: the box and its results, a panel on wide screens and the whole screen on
 * phones (its own chunk, loaded when the reader opens search: theme/LocalSearch).
 * Nothing of the index is fetched before it opens; then the manifest, the shards the words need,
 * and the text of the results shown (plugins/local-search/lib/client.ts). Escape, the Close
 * button, a click beside it and focus leaving it close it (`onClose`).
 */
export default function SearchScreen({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const { siteConfig } = useDocusaurusContext();
  const { scopes, pageScope } = useSearchScopes();
  // The page's docs version is searched first; the reader can switch to another version's docs.
  const [scopeName, setScopeName] = useState(pageScope.name);
  const scope = scopes.find((candidate) => candidate.name === scopeName) ?? pageScope;
  const root = `${siteConfig.baseUrl}${scopeDir(scope)}`;
  const history = useHistory();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const searchCount = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [details, setDetails] = useState<Record<number, ResultDetail>>({});
  const [active, setActive] = useState(-1);

  // The search engine is its own chunk, fetched with the manifest when search opens: every page
  // shows the button, few readers search. A failed load is tried again on the next search.
  const client = useCallback(() => {
    let pending = sharedClients.get(root);
    if (!pending) {
      pending = import(
        /* webpackChunkName: "search-client" */ '@site/plugins/local-search/lib/client'
      ).then(
        ({ createSearchClient }) => createSearchClient(root, fetchJson),
        (error: unknown) => {
          sharedClients.delete(root);
          throw error;
        },
      );
      sharedClients.set(root, pending);
    }
    return pending;
  }, [root]);

  // Ctrl/Cmd+K and '/' while open: back to the box, its text selected.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isOpenShortcut(event, event.target as HTMLElement | null)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Answers the query a moment after the last keystroke; a newer query makes older answers stale.
  const runSearch = (value: string) => {
    const current = ++searchCount.current;
    clearTimeout(timer.current);
    if (!value.trim()) {
      setOutcome(null);
      setDetails({});
      setActive(-1);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(async () => {
      try {
        const found = await (await client()).search(value);
        if (current !== searchCount.current) return;
        setOutcome(found);
        setDetails({});
        setActive(found.results.length ? 0 : -1);
        setStatus('ready');
        // Snippet texts only for a query the reader has paused on, not for every keystroke on the way.
        await new Promise((resolve) => setTimeout(resolve, SNIPPET_DELAY_MS));
        if (current !== searchCount.current) return;
        await Promise.all(
          found.results.map(async (result) => {
            const detail = await (await client()).detail(result, found.terms);
            if (current === searchCount.current)
              setDetails((previous) => ({ ...previous, [result.doc]: detail }));
          }),
        );
      } catch {
        if (current === searchCount.current) setStatus('error');
      }
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // Another version's docs chosen: the same words, asked of that version's index.
  const searchedRoot = useRef(root);
  useEffect(() => {
    if (searchedRoot.current === root) return;
    searchedRoot.current = root;
    runSearch(query);
    // runSearch and query are read as they are when the version changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  const results = outcome?.results ?? [];
  const hrefOf = (index: number) => {
    const result = results[index];
    return result ? (details[result.doc]?.href ?? result.url) : undefined;
  };

  // Closing the search screen (unmounting it) gives focus back to the header button unless the reader
  // is on the way to a result.
  const close = (restoreFocus = true) => {
    clearTimeout(timer.current);
    onClose(restoreFocus);
  };

  // The box takes focus as the screen opens.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActive(current, results.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const href = hrefOf(active);
      if (open && href) {
        close(false);
        history.push(href);
      }
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const showPanel = open && query.trim() !== '';
  let message: string | null = null;
  if (status === 'loading' && !outcome) message = 'Searching…';
  else if (status === 'error')
    message = 'Search is unavailable: the search index could not be loaded. Try again in a moment.';
  else if (status === 'ready' && results.length === 0)
    message = `No results for “${query.trim()}”.`;

  const screen = (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        className={styles.dialog}
        onBlur={(event) => {
          // Focus leaving the search screen (Tab past its last control) closes it (spec §4).
          if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node))
            close(false);
        }}
        data-search-dialog
      >
        <div
          role="search"
          className={styles.search}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          <div className={styles.form}>
            <input
              ref={inputRef}
              id={id}
              type="search"
              className={styles.input}
              placeholder={SEARCH_PLACEHOLDER}
              aria-label={SEARCH_PLACEHOLDER}
              autoComplete="off"
              spellCheck={false}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showPanel && results.length > 0}
              aria-controls={listId}
              aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
              aria-keyshortcuts="Control+K Meta+K /"
              value={query}
              onFocus={() => {
                setOpen(true);
                // Start loading the manifest now, so the first word is answered quickly.
                client()
                  .then((search) => search.open())
                  .catch(() => undefined);
              }}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                runSearch(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className={styles.close}
              onClick={() => close()}
              data-search-close
            >
              Close
            </button>
          </div>
          <div
            className={clsx(styles.panel, !showPanel && styles.hidden)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {scopes.length > 1 && (
              <div
                className={styles.scopes}
                role="group"
                aria-label="Documentation version to search"
                data-search-scopes
              >
                <span className={styles.scopesLabel}>Search the docs of</span>
                {scopes.map((candidate) => (
                  <button
                    key={candidate.name}
                    type="button"
                    className={styles.scope}
                    aria-pressed={candidate.name === scope.name}
                    onClick={() => setScopeName(candidate.name)}
                    data-search-scope={candidate.label}
                  >
                    webpack {candidate.label}
                  </button>
                ))}
              </div>
            )}
            <p className={styles.status} role="status" aria-live="polite">
              {showPanel ? message : null}
            </p>
            <ul id={listId} role="listbox" aria-label="Search results" className={styles.results}>
              {showPanel &&
                results.map((result, index) => {
                  const detail = details[result.doc];
                  return (
                    <li
                      key={result.doc}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={clsx(styles.result, index === active && styles.active)}
                      // move, not enter: a list opening under a resting pointer must not steal the keyboard's choice
                      onMouseMove={() => setActive(index)}
                    >
                      <Link
                        to={hrefOf(index)!}
                        tabIndex={-1}
                        className={styles.link}
                        onClick={() => close(false)}
                      >
                        <span className={styles.heading}>
                          <span className={styles.title}>{result.title}</span>
                          <span className={styles.section}>{result.section}</span>
                        </span>
                        {detail?.heading ? (
                          <span className={styles.subheading}>{detail.heading}</span>
                        ) : null}
                        <span className={styles.snippet}>
                          {detail ? <Highlighted snippet={detail.snippet} /> : '\u00a0'}
                        </span>
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );

  return createPortal(screen, document.body);
}
