import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const hydratingSnapshot = () => true;
const clientSnapshot = () => false;

/**
 * True while React hydrates the server's HTML (and on the server): React reads a store's server
 * snapshot then. False in any render after, such as a client-side navigation's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, clientSnapshot, hydratingSnapshot);
}
