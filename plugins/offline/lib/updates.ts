/**
 * The page side of the worker's life cycle (spec §4): registration URL, what a
 * page does when a worker takes control, and what it keeps from the visit
 * that installed the worker.
 */

/** Logged while a new worker waits: it activates only when no tab runs the current version. */
export const WAITING_MESSAGE =
  'A new version of the webpack documentation is installed, but it cannot activate until all tabs running the current version are closed.';

/** plugin-pwa's offline-mode strategies; this site's registration implements `always`. */
export function isOfflineModeOn(strategies: readonly string[] | undefined): boolean {
  return strategies?.includes('always') ?? false;
}

/** plugin-pwa's worker reads its parameters from the query of its own URL. */
export function serviceWorkerUrl(
  scriptUrl: string,
  params: { offlineMode: boolean; debug: boolean },
): string {
  return `${scriptUrl}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/**
 * When a worker takes control of the page: a page that already had one now runs
 * under a new version and reloads to match it; a page that had none (the visit
 * that installed the worker) stays, and hands its files to the worker to keep.
 */
export function onControllerChange(wasControlled: boolean): 'reload' | 'keep-visit' {
  return wasControlled ? 'reload' : 'keep-visit';
}

/** The same-site files a page has loaded (resource timing entries), once each. */
export function filesToKeep(entries: readonly { name: string }[], origin: string): string[] {
  const files = new Set<string>();
  for (const { name } of entries) {
    if (!name.startsWith(`${origin}/`)) continue;
    const url = new URL(name);
    if (url.pathname === '/sw.js') continue;
    url.hash = '';
    files.add(url.href);
  }
  return [...files];
}
