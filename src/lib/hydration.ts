/**
 * The site's one "still hydrating the first page" flag. It is true in a browser from the start
 * until the first hydration commits (the first `onRouteDidUpdate`, which core calls from a layout
 * effect in that commit), and false on the server and ever after.
 *
 * Two ways to read it:
 * - `isHydratingFirstPage()` reads it once, without re-rendering: a code block asks it when it
 *   mounts, to keep the server's highlighted lines. (`useIsBrowser()` tells the same but subscribes,
 *   so every block on the page rendered again right after hydration: 85 on the longest
 *   configuration page.)
 * - `useHydrating()` is true during hydration and on the server (React reads the server snapshot
 *   then) and re-renders its component once when hydration ends: the docs sidebar waits on it.
 *
 * Registered as a client module in docusaurus.config.ts.
 */
import { useSyncExternalStore } from 'react';
import type { ClientModule } from '@docusaurus/types';

let hydrating = typeof window !== 'undefined';
const listeners = new Set<() => void>();

export function isHydratingFirstPage(): boolean {
  return hydrating;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, isHydratingFirstPage, () => true);
}

const hydrationClientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!hydrating) return;
    hydrating = false;
    for (const listener of listeners) listener();
  },
};
export default hydrationClientModule;
