import { useSyncExternalStore } from 'react';
import styles from './styles.module.css';

export const OFFLINE_TEXT =
  'You are offline. Pages you have visited are available offline; this one will load when you are back online.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection; `true` on the server and during hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Says the reader is offline, and that what they visited is still there. */
export default function OfflineNotice() {
  return (
    <p className={styles.offlineNotice} data-offline-notice="">
      {OFFLINE_TEXT}
    </p>
  );
}
