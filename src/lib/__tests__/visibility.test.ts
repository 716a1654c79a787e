import {
  isInViewport,
  VISIBILITY_POLL_MS,
  whenVisible,
  type VisibilityEnvironment,
} from '../visibility';

function fakeElement(rect: { top: number; bottom: number }) {
  return { getBoundingClientRect: () => rect } as unknown as Element;
}

describe('whenVisible', () => {
  it('uses IntersectionObserver and fires once on intersection', () => {
    let callback: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = jest.fn();
    const observe = jest.fn();
    class FakeObserver {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe = observe;
      disconnect = disconnect;
    }
    const onVisible = jest.fn();
    const env: VisibilityEnvironment = {
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
      setInterval: jest.fn(),
      clearInterval: jest.fn(),
      viewportHeight: () => 800,
    };
    whenVisible(fakeElement({ top: 5000, bottom: 5100 }), onVisible, env);
    expect(observe).toHaveBeenCalled();
    callback!([{ isIntersecting: false }]);
    expect(onVisible).not.toHaveBeenCalled();
    callback!([{ isIntersecting: true }]);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    expect(env.setInterval).not.toHaveBeenCalled();
  });

  it('falls back to a 300 ms position check without IntersectionObserver', () => {
    jest.useFakeTimers();
    const rect = { top: 2000, bottom: 2100 };
    const onVisible = jest.fn();
    const intervals: number[] = [];
    const env: VisibilityEnvironment = {
      setInterval: (fn, ms) => {
        intervals.push(ms);
        return setInterval(fn, ms);
      },
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      viewportHeight: () => 800,
    };
    whenVisible(fakeElement(rect), onVisible, env);
    expect(intervals).toEqual([VISIBILITY_POLL_MS]);
    jest.advanceTimersByTime(900);
    expect(onVisible).not.toHaveBeenCalled();
    rect.top = 700;
    rect.bottom = 800;
    jest.advanceTimersByTime(300);
    expect(onVisible).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000);
    expect(onVisible).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe('isInViewport', () => {
  it('is true when any part of the rect is on screen', () => {
    expect(isInViewport({ top: -50, bottom: 10 }, 800)).toBe(true);
    expect(isInViewport({ top: 790, bottom: 900 }, 800)).toBe(true);
    expect(isInViewport({ top: 801, bottom: 900 }, 800)).toBe(false);
    expect(isInViewport({ top: -100, bottom: -1 }, 800)).toBe(false);
  });
});
