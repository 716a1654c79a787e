import { useSyncExternalStore } from 'react';
import { OFFLINE_TEXT } from '@site/plugins/chunk-loading/lib/loadError';
import styles from './styles.module.css';

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
