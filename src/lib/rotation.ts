/**
 * Timing of the home splash (spec §9): the text rotator's words change first
 * after 5000 ms, then every 5000 ms; the cube is 120 px deep.
 */
export const ROTATOR_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
export const ROTATOR_FIRST_DELAY_MS = 5000;
export const ROTATOR_REPEAT_DELAY_MS = 5000;
export const ROTATOR_MAX_WIDTH_PX = 110;
export const CUBE_DEPTH_PX = 120;

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

export const browserTimers = (): Timers => ({
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
});

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * Calls `onTick` after `firstDelay`, then every `repeatDelay`. Returns a
 * function that stops it (safe to call at any time, more than once).
 */
export function startRotation(
  onTick: () => void,
  { firstDelay = ROTATOR_FIRST_DELAY_MS, repeatDelay = ROTATOR_REPEAT_DELAY_MS } = {},
  timers: Timers = browserTimers(),
): () => void {
  let interval: unknown;
  const timeout = timers.setTimeout(() => {
    onTick();
    interval = timers.setInterval(onTick, repeatDelay);
  }, firstDelay);
  return () => {
    timers.clearTimeout(timeout);
    if (interval !== undefined) timers.clearInterval(interval);
  };
}
