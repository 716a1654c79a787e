import { lazy, Suspense } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './styles.module.css';

// The vote app and its data are their own chunk, loaded only in the browser (spec §7).
const VoteList = lazy(() => import(/* webpackChunkName: "vote-list" */ './VoteList'));

function Placeholder() {
  return <div className={styles.placeholder} aria-busy="true" />;
}

// At least a screen tall, loading or loaded: the footer starts below the fold and does not
// move on screen when the list arrives, whatever its length (no layout shift).
export default function VoteApp() {
  return (
    <div className={styles.app}>
      <BrowserOnly fallback={<Placeholder />}>
        {() => (
          <ErrorBoundary fallback={() => <p className={styles.error}>Error loading content.</p>}>
            <Suspense fallback={<Placeholder />}>
              <VoteList />
            </Suspense>
          </ErrorBoundary>
        )}
      </BrowserOnly>
    </div>
  );
}
