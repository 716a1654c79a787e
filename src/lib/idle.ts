/**
 * First-visit work that the page does not need to show or hydrate (offline worker warm-up,
 * gesture code) waits until the page has loaded and the main thread is idle, so it never adds
 * to the long tasks of start-up.
 */
export const IDLE_TIMEOUT_MS = 5000;

interface IdleWindow {
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Runs `task` once the page has loaded and the browser is idle (or after IDLE_TIMEOUT_MS at most). */
export function afterLoadWhenIdle(task: () => void, win: IdleWindow = window as unknown as IdleWindow): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, 200);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
