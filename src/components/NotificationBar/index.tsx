import { useCallback, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  NOTIFICATION_DISMISSED_ATTRIBUTE,
  readNotificationDismissed,
  storeNotificationDismissed,
} from '@site/src/lib/notification';
import NotificationMessage from './NotificationMessage';
import styles from './styles.module.css';

/**
 * The bar above the navbar. Its message is in the server HTML, so the bar is never an empty
 * coloured strip while a chunk loads, and nothing shifts when the page hydrates. For readers who
 * dismissed it, a <head> script (plugins/notification-bar) hides the box before first paint.
 */
export default function NotificationBar() {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => {
    // Without storage the bar still goes away, for this page view.
    storeNotificationDismissed();
    document.documentElement.setAttribute(NOTIFICATION_DISMISSED_ATTRIBUTE, '');
    setDismissed(true);
  }, []);

  // Dismissed earlier: hidden by the head script before first paint; once hydrated, left out of the page.
  const isBrowser = useIsBrowser();
  if (dismissed || (isBrowser && readNotificationDismissed())) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Notification" data-notification-bar>
      <NotificationMessage onDismiss={dismiss} />
    </div>
  );
}
