import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import { versionOfPath } from '@site/src/lib/versions';
import { savedCacheName } from '../../lib/policy.js';
import styles from './styles.module.css';

// The panel (sizes, storage check, progress, removal) is its own chunk, loaded when the reader
// opens it: a docs page's first load carries only this button.
const Panel = lazy(() => import(/* webpackChunkName: "offline-save" */ './Panel'));

/**
 * Under every docs page: "Save webpack 5 docs for offline reading" (or 4, from the page's
 * version). Nothing is downloaded until the reader opens the panel and asks for it. Once the
 * page has hydrated, says when the version is saved already.
 */
export default function OfflineSave() {
  const version = versionOfPath(useLocation().pathname);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    caches.has(savedCacheName(version)).then(setSaved, () => setSaved(false));
  }, [version, open]);
  return (
    <section className={styles.offlineSave} aria-label="Offline reading" data-offline-save="">
      {open ? (
        <Suspense fallback={<p className={styles.status}>Loading…</p>}>
          <Panel version={version} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className={styles.open}
          aria-expanded="false"
          onClick={() => setOpen(true)}
        >
          {saved
            ? `webpack ${version} docs are saved for offline reading`
            : `Save webpack ${version} docs for offline reading`}
        </button>
      )}
    </section>
  );
}
