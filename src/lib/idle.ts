/**
 * First-visit work that the page does not need to show or hydrate (offline worker warm-up,
 * gesture code) waits until the page has loaded and the main thread is idle, so it never adds
 * to the long tasks of start-up.
 */
export const IDLE_TIMEOUT_MS = 5000;

/** How long an idle period has left (the browser's `IdleDeadline`). */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

interface IdleWindow {
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (
    callback: (deadline?: IdleDeadlineLike) => void,
    options: { timeout: number },
  ) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

const browserWindow = () => window as unknown as IdleWindow;

/**
 * Runs `callback` when the browser is idle, `timeout` ms later at most. Browsers without
 * `requestIdleCallback` (Safari) run it after 200 ms, with no deadline.
 */
export function whenIdle(
  callback: (deadline?: IdleDeadlineLike) => void,
  timeout = IDLE_TIMEOUT_MS,
  win: Pick<IdleWindow, 'requestIdleCallback' | 'setTimeout'> = browserWindow(),
): void {
  if (win.requestIdleCallback) win.requestIdleCallback(callback, { timeout });
  else win.setTimeout(callback, 200);
}

/** Runs `task` once the page has loaded and the browser is idle (or after IDLE_TIMEOUT_MS at most). */
export function afterLoadWhenIdle(task: () => void, win: IdleWindow = browserWindow()): void {
  const idle = () => whenIdle(task, IDLE_TIMEOUT_MS, win);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
