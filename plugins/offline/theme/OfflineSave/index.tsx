import { lazy, Suspense, useEffect, useState } from 'react';
import { savedCacheName } from '../../lib/cacheNames.js';

// The panel (sizes, storage check, progress, removal) is its own chunk, loaded when the reader
// opens it: a docs page's first load carries only this button (about 250 bytes gzip).
const Panel = lazy(() => import(/* webpackChunkName: "offline-save" */ './Panel'));

/**
 * "Save webpack 5 docs for offline reading" (or 4) in the actions under every docs page. Nothing
 * is downloaded until the reader opens the panel and asks for it. Once the page has hydrated, the
 * button says when the version is saved already.
 */
export default function OfflineSave({
  version,
  className,
}: {
  version: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    window.caches?.has(savedCacheName(version)).then(setSaved, () => {});
  }, [version, open]);
  return open ? (
    <Suspense fallback={null}>
      <Panel version={version} onClose={() => setOpen(false)} />
    </Suspense>
  ) : (
    <button type="button" className={className} data-offline-save="" onClick={() => setOpen(true)}>
      {saved
        ? `webpack ${version} docs are saved for offline reading`
        : `Save webpack ${version} docs for offline reading`}
    </button>
  );
}
