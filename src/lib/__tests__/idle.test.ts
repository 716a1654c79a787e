import { afterLoadWhenIdle, IDLE_TIMEOUT_MS } from '../idle';

function fakeWindow(readyState: string, idle: boolean) {
  const calls: string[] = [];
  let onLoad: (() => void) | null = null;
  let idleCallback: (() => void) | null = null;
  const win = {
    document: { readyState },
    addEventListener: (_type: 'load', listener: () => void) => {
      onLoad = listener;
    },
    requestIdleCallback: idle
      ? (callback: () => void, options: { timeout: number }) => {
          calls.push(`idle ${options.timeout}`);
          idleCallback = callback;
        }
      : undefined,
    setTimeout: (callback: () => void) => {
      calls.push('timeout');
      idleCallback = callback;
    },
  };
  return { win, calls, load: () => onLoad?.(), idle: () => idleCallback?.() };
}

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const page = fakeWindow('interactive', true);
    const task = jest.fn();
    afterLoadWhenIdle(task, page.win);
    expect(page.calls).toEqual([]);
    page.load();
    expect(page.calls).toEqual([`idle ${IDLE_TIMEOUT_MS}`]);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes straight to idle time on a page already loaded, and falls back to a timer without requestIdleCallback', () => {
    const loaded = fakeWindow('complete', false);
    const task = jest.fn();
    afterLoadWhenIdle(task, loaded.win);
    expect(loaded.calls).toEqual(['timeout']);
    loaded.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
