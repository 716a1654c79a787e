import { useSyncExternalStore } from 'react';
import { firstInteraction } from '@site/src/lib/onFirstInteraction';

const serverSnapshot = () => false;

/** True once the reader has touched, clicked, pressed a key or moved focus (false on the server and while hydrating). */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(firstInteraction.subscribe, firstInteraction.get, serverSnapshot);
}
