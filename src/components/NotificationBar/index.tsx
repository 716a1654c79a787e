import { lazy, Suspense, useCallback, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {
  NOTIFICATION_DISMISSED_ATTRIBUTE,
  readNotificationDismissed,
  storeNotificationDismissed,
} from '@site/src/lib/notification';
import styles from './styles.module.css';

// The message is its own chunk, loaded after hydration (spec §4). Named, so the first-load
// budget (scripts/bench/lib/first-load.cjs) can count it: every page loads it until dismissed.
const NotificationMessage = lazy(() => import(/* webpackChunkName: "notification-message" */ './NotificationMessage'));

/**
 * The bar above the navbar. Its box is server-rendered at its final height, so
 * the lazily loaded message never shifts the page; for readers who dismissed
 * it, a <head> script (plugins/notification-bar) hides the box before first paint.
 */
export default function NotificationBar() {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => {
    // Without storage the bar still goes away, for this page view.
    storeNotificationDismissed();
    document.documentElement.setAttribute(NOTIFICATION_DISMISSED_ATTRIBUTE, '');
    setDismissed(true);
  }, []);

  if (dismissed) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Notification" data-notification-bar>
      <BrowserOnly>
        {() =>
          // Already dismissed: CSS hides the box, and the message chunk is never fetched.
          readNotificationDismissed() ? null : (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <NotificationMessage onDismiss={dismiss} />
              </Suspense>
            </ErrorBoundary>
          )
        }
      </BrowserOnly>
    </div>
  );
}
