/**
 * A flag that turns true at the reader's first touch, click, key press or focus, and stays true.
 *
 * Parts of the page that are hidden until the reader acts (the phone menu's drawer, and the docs
 * sidebar that fills it) mount when the flag turns; before that, a phone loading a page does not
 * build them. The listeners are on the window in the capture phase, so the flag turns (and React
 * renders what waits on it, in the microtask after the listener) before any other listener or
 * React handler sees the same event: the drawer is there when the toggle's click or an edge
 * swipe's first touchmove looks for it.
 */
export const FIRST_INTERACTION_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
] as const;

export interface InteractionTarget {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
}

export interface InteractionFlag {
  /** True once the reader has interacted. */
  get(): boolean;
  /** Calls `listener` once, when the flag turns; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the flag and starts listening on `target` the first time anyone subscribes (never on the
 * server, where nothing subscribes). The listeners are removed once the flag has turned.
 */
export function createInteractionFlag(
  target: () => InteractionTarget | undefined,
): InteractionFlag {
  let interacted = false;
  let listening: InteractionTarget | undefined;
  const listeners = new Set<() => void>();
  const options = { capture: true, passive: true } as const;

  const set = () => {
    if (interacted) return;
    interacted = true;
    if (listening)
      for (const type of FIRST_INTERACTION_EVENTS)
        listening.removeEventListener(type, set, options);
    listening = undefined;
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };

  return {
    get: () => interacted,
    subscribe(listener) {
      if (interacted) return () => {};
      listeners.add(listener);
      if (!listening) {
        listening = target();
        if (listening)
          for (const type of FIRST_INTERACTION_EVENTS)
            listening.addEventListener(type, set, options);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one flag: shared by everything that waits for the reader's first interaction. */
export const firstInteraction = createInteractionFlag(() =>
  typeof window === 'undefined' ? undefined : window,
);
