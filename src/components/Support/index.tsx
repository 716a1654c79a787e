import { lazy, Suspense } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

// The sponsor data and list are their own chunk, fetched only in the browser (spec §2, §7).
const SupportList = lazy(() => import(/* webpackChunkName: "support-list" */ './SupportList'));

function Placeholder() {
  return <div className={styles.placeholder} aria-busy="true" />;
}

/** "Support the Team": sponsors and backers by rank. `random` picks the initial amount type (tests inject it). */
export default function Support({ random }: { random?: () => number }) {
  return (
    <section className={styles.support} aria-labelledby="support-the-team" data-support>
      <Heading as="h2" id="support-the-team">
        Support the Team
      </Heading>
      <p className={styles.lead}>
        Through contributions, donations and sponsorship, you allow webpack to thrive. Your
        donations directly support office hours, continued enhancements and, most importantly, great
        documentation and learning material.
      </p>
      <BrowserOnly fallback={<Placeholder />}>
        {() => (
          <ErrorBoundary fallback={() => <p className={styles.error}>Error loading content.</p>}>
            <Suspense fallback={<Placeholder />}>
              <SupportList random={random} />
            </Suspense>
          </ErrorBoundary>
        )}
      </BrowserOnly>
    </section>
  );
}
