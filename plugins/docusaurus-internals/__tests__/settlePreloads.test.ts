import { describe, expect, it, jest } from '@jest/globals';
import { settleRoutePreloads, type PreloadableRoute } from '../client/settlePreloads';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 4130 failed.\n(error: /assets/js/4130.js)'), {
    name: 'ChunkLoadError',
  });

describe('settleRoutePreloads', () => {
  it('makes a failing route preload resolve and reports the error once', async () => {
    const error = chunkError();
    const route: PreloadableRoute = { component: { preload: () => Promise.reject(error) } };
    const onError = jest.fn();
    settleRoutePreloads([route], onError);
    await expect(route.component.preload?.()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('passes a successful preload through with its value', async () => {
    const route: PreloadableRoute = { component: { preload: () => Promise.resolve('loaded') } };
    settleRoutePreloads([route]);
    await expect(route.component.preload?.()).resolves.toBe('loaded');
  });

  it('starts the preload in a later task, not in the task that asked for it', async () => {
    jest.useFakeTimers();
    try {
      const preload = jest.fn(() => Promise.resolve('loaded'));
      const route: PreloadableRoute = { component: { preload } };
      settleRoutePreloads([route]);
      const loaded = route.component.preload?.();
      await Promise.resolve();
      expect(preload).not.toHaveBeenCalled();
      jest.runAllTimers();
      await expect(loaded).resolves.toBe('loaded');
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('settles a preload that throws instead of returning a promise', async () => {
    const error = chunkError();
    const route: PreloadableRoute = {
      component: {
        preload: () => {
          throw error;
        },
      },
    };
    const onError = jest.fn();
    settleRoutePreloads([route], onError);
    await expect(route.component.preload?.()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('reaches nested routes, leaves components without preload alone, and wraps a shared component once', async () => {
    const sharedPreload = jest.fn(() => Promise.reject(chunkError()));
    const shared = { preload: sharedPreload };
    const plain = {};
    const routes: PreloadableRoute[] = [
      {
        component: plain,
        routes: [
          { component: shared },
          { component: { preload: () => Promise.reject(chunkError()) } },
        ],
      },
      { component: shared },
    ];
    const onError = jest.fn();
    settleRoutePreloads(routes, onError);
    settleRoutePreloads(routes, onError);
    expect(plain).toEqual({});
    await expect(routes[0]?.routes?.[0]?.component.preload?.()).resolves.toBeUndefined();
    await expect(routes[0]?.routes?.[1]?.component.preload?.()).resolves.toBeUndefined();
    await expect(routes[1]?.component.preload?.()).resolves.toBeUndefined();
    // wrapped once: a double wrap would report each failure twice
    expect(sharedPreload).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(3);
  });
});
