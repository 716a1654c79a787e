import { lazy, Suspense, useState } from 'react';

// The panel (sizes, storage check, progress, whether the version is saved, removal) is its own
// chunk, loaded when the reader opens it: a docs page's first load carries only this button
// (about 200 bytes gzip; the docs page's first-load budget has no room for more).
const Panel = lazy(() => import(/* webpackChunkName: "offline-save" */ './Panel'));

/**
 * "Save webpack 5 docs for offline reading" (or 4) in the actions under every docs page. Nothing
 * is downloaded until the reader opens the panel and asks for it; the panel says when the version
 * is saved already, and offers to remove it.
 */
export default function OfflineSave({
  version,
  className,
}: {
  version: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Suspense fallback={null}>
      <Panel version={version} onClose={() => setOpen(false)} />
    </Suspense>
  ) : (
    <button type="button" className={className} data-offline-save="" onClick={() => setOpen(true)}>
      Save webpack {version} docs for offline reading
    </button>
  );
}
