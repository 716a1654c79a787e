import { useEffect, useState, type ReactNode } from 'react';
// The loading component of a top-level route renders outside any route context; the layout needs one.
import {
  NATIVE_ROUTE_CONTEXT,
  RouteContextProvider,
} from '@site/plugins/docusaurus-internals/client/routeContext';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import { useIsInsideLayout } from '@site/src/components/LayoutPresence';
import OfflineNotice, { useOnline } from '@site/plugins/offline/theme/OfflineNotice';
import {
  LOAD_ERROR_TEXT,
  failedChunkUrl,
  retryAction,
  showsNotFound,
} from '@site/plugins/chunk-loading/lib/loadError';
import styles from './styles.module.css';

/** The props react-loadable passes to its loading component. */
export interface LoadingProps {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
}

export { LOAD_ERROR_TEXT };

/**
 * A page is a chain of loaders (docs root, section, page); when its load fails,
 * every loader in the chain keeps its own error. Once the reader has retried,
 * a loader that shows its error retries by itself, once, so one 'Try again'
 * brings back the whole page (and a loader that keeps failing stops there).
 */
let retriedSinceLoad = false;
const autoRetried = new WeakSet<() => void>();

/** Asks the server for the failed chunk: a 404 means a new deployment renamed it. */
async function chunkStatus(error: unknown): Promise<number | undefined> {
  const chunk = failedChunkUrl(error);
  if (!chunk || !navigator.onLine) return undefined;
  try {
    return (await fetch(chunk, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return undefined;
  }
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!retriedSinceLoad || autoRetried.has(retry)) return;
    autoRetried.add(retry);
    retry();
  }, [retry]);

  // Offline, the page loads by itself once the connection is back.
  useEffect(() => {
    const onOnline = () => {
      retriedSinceLoad = true;
      retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  const onRetry = async () => {
    retriedSinceLoad = true;
    autoRetried.add(retry);
    setRetrying(true);
    if (retryAction(await chunkStatus(error)) === 'reload') {
      window.location.reload();
      return;
    }
    setRetrying(false);
    retry();
  };

  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{LOAD_ERROR_TEXT}</p>
      {!online && <OfflineNotice />}
      <button
        type="button"
        className="button button--primary"
        onClick={onRetry}
        disabled={retrying}
      >
        Try again
      </button>
    </div>
  );
}

/**
 * Shown by the route loader while a page's code is pending, and when it fails
 * (spec §4, §8): a placeholder, then 'Error loading content.' with a retry
 * (offline: with a note that visited pages are available), never a blank page;
 * a missing page module reads as not found. A failed page inside the layout
 * keeps the chrome around it; a failed top-level route brings the chrome along.
 */
export default function Loading({ error, retry, pastDelay }: LoadingProps) {
  const insideLayout = useIsInsideLayout();
  let content: ReactNode;
  if (error) {
    content = showsNotFound(error) ? (
      <NotFoundContent />
    ) : (
      <LoadError error={error} retry={retry} />
    );
  } else if (pastDelay) {
    content = (
      <div className={styles.placeholder} aria-busy="true" aria-label="Loading content">
        <div className={styles.line} style={{ width: '40%' }} />
        <div className={styles.line} />
        <div className={styles.line} />
        <div className={styles.line} style={{ width: '70%' }} />
      </div>
    );
  } else {
    return null;
  }
  if (insideLayout) return content;
  // The same context Docusaurus gives its own not-found route.
  return (
    <RouteContextProvider value={NATIVE_ROUTE_CONTEXT}>
      <Layout>{content}</Layout>
    </RouteContextProvider>
  );
}
