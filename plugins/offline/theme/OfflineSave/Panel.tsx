import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '../../lib/lists';
import type { VersionSummary } from '../../lib/lists';
import {
  isAbort,
  isQuotaError,
  loadIndex,
  removeVersion,
  roomFor,
  saveVersion,
  savedRecord,
  type SaveApis,
  type SavedRecord,
} from '../../lib/save';
import styles from './Panel.module.css';

type State =
  | { kind: 'checking' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'ready'; summary: VersionSummary; note?: string }
  | { kind: 'no-room'; summary: VersionSummary; available: number }
  | { kind: 'saving'; summary: VersionSummary; done: number; total: number }
  | { kind: 'saved'; record: SavedRecord; summary?: VersionSummary; persisted?: boolean };

const apis = (): SaveApis => ({
  fetch: (url, init) => window.fetch(url, init),
  caches: window.caches,
  origin: window.location.origin,
});

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The save control's panel (lib/save.ts does the work): the size before anything downloads, the
 * storage check, a progress bar and Cancel while saving, and once saved, what is kept and Remove.
 */
export default function Panel({ version, onClose }: { version: string; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const abort = useRef<AbortController | null>(null);
  const name = `webpack ${version} docs`;

  useEffect(() => {
    let live = true;
    const set = (next: State) => live && setState(next);
    (async () => {
      if (!('serviceWorker' in navigator) || typeof caches === 'undefined')
        return set({
          kind: 'unavailable',
          message: 'This browser cannot keep pages for offline reading.',
        });
      if (!navigator.serviceWorker.controller)
        return set({
          kind: 'unavailable',
          message:
            'The offline worker is not running in this tab yet (it starts once a page of the built site has loaded). Reload the page and try again.',
        });
      const [record, index] = await Promise.all([
        savedRecord(apis(), version),
        loadIndex(apis()).catch(() => null),
      ]);
      const summary = index?.versions.find((entry) => entry.version === version);
      if (record) return set({ kind: 'saved', record, summary });
      if (!summary)
        return set({
          kind: 'unavailable',
          message: index
            ? `The ${name} are not part of this site.`
            : `Could not get the size of the ${name}: are you offline?`,
        });
      set({ kind: 'ready', summary });
    })().catch((error: unknown) => set({ kind: 'unavailable', message: String(error) }));
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [version, name]);

  const save = async (summary: VersionSummary, replacing = 0) => {
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    const room = roomFor(estimate, summary.bytes, replacing);
    if (!room.enough) return setState({ kind: 'no-room', summary, available: room.available ?? 0 });
    // Asked before the download, while the reader's click still counts as their gesture.
    const persisted = await navigator.storage?.persist?.().catch(() => false);
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'saving', summary, done: 0, total: summary.bytes });
    try {
      const record = await saveVersion(apis(), summary, {
        signal: controller.signal,
        onProgress: (done, total) => setState({ kind: 'saving', summary, done, total }),
      });
      setState({ kind: 'saved', record, summary, persisted });
    } catch (error) {
      if (isAbort(error))
        return setState({ kind: 'ready', summary, note: 'Cancelled: nothing was kept.' });
      if (isQuotaError(error)) {
        const after = await navigator.storage?.estimate?.().catch(() => undefined);
        return setState({
          kind: 'no-room',
          summary,
          available: roomFor(after, summary.bytes).available ?? 0,
        });
      }
      setState({
        kind: 'ready',
        summary,
        note: `Saving stopped (${error instanceof Error ? error.message : String(error)}); nothing was kept. Check the connection and try again.`,
      });
    } finally {
      abort.current = null;
    }
  };

  const remove = async (summary?: VersionSummary) => {
    await removeVersion(apis(), version);
    setState(
      summary
        ? { kind: 'ready', summary, note: `The saved copy was removed.` }
        : { kind: 'unavailable', message: 'The saved copy was removed.' },
    );
  };

  const close = (
    <button type="button" className={styles.secondary} onClick={onClose}>
      Close
    </button>
  );

  return (
    <div className={styles.panel} data-offline-save="" data-offline-save-state={state.kind}>
      <h2 className={styles.title}>Read the {name} offline</h2>
      {state.kind === 'checking' && <p className={styles.status}>Checking the size…</p>}
      {state.kind === 'unavailable' && (
        <>
          <p role="status">{state.message}</p>
          <div className={styles.buttons}>{close}</div>
        </>
      )}
      {state.kind === 'ready' && (
        <>
          {state.note && <p role="status">{state.note}</p>}
          <p>
            Keeps all {state.summary.pages} pages of the {name} on this device, with their search
            and Markdown: about {formatBytes(state.summary.compressedBytes)} to download,{' '}
            {formatBytes(state.summary.bytes)} of storage. Nothing is downloaded until you choose
            Save.
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void save(state.summary)}
            >
              Save {name} ({formatBytes(state.summary.compressedBytes)})
            </button>
            {close}
          </div>
        </>
      )}
      {state.kind === 'no-room' && (
        <>
          <p role="alert">
            Not enough storage: the {name} need {formatBytes(state.summary.bytes)} and this browser
            allows this site {formatBytes(state.available)} more. Free some space on the device (or
            remove another saved version) and try again.
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void save(state.summary)}
            >
              Try again
            </button>
            {close}
          </div>
        </>
      )}
      {state.kind === 'saving' && (
        <>
          <label className={styles.progressLabel}>
            <span>
              Saving the {name}: {formatBytes(state.done)} of {formatBytes(state.total)}
            </span>
            <progress
              className={styles.progress}
              max={state.total}
              value={state.done}
              data-testid="offline-save-progress"
            />
          </label>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => abort.current?.abort()}
            >
              Cancel
            </button>
          </div>
        </>
      )}
      {state.kind === 'saved' && (
        <>
          <p role="status">
            The {name} are saved for offline reading ({formatBytes(state.record.bytes)},{' '}
            {day(state.record.savedAt)}): every page, its search and its Markdown open without a
            connection.
            {state.persisted === false &&
              ' The browser may still clear the copy if the device runs low on storage.'}
          </p>
          {state.summary && state.summary.build !== state.record.build && (
            <p>These docs have changed since they were saved.</p>
          )}
          <div className={styles.buttons}>
            {state.summary && state.summary.build !== state.record.build && (
              <button
                type="button"
                className={styles.primary}
                onClick={() => void save(state.summary!, state.record.bytes)}
              >
                Update the saved copy
              </button>
            )}
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void remove(state.summary)}
            >
              Remove the saved copy
            </button>
            {close}
          </div>
        </>
      )}
    </div>
  );
}
