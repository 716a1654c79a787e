import { describe, expect, it } from '@jest/globals';

type FirstHydration = typeof import('../client/firstHydration');

/** Loads a fresh copy of the module, with or without a `window`. */
function load(withWindow: boolean): FirstHydration {
  const globals = globalThis as { window?: unknown };
  const saved = globals.window;
  if (withWindow) globals.window = {};
  let loaded: FirstHydration | undefined;
  try {
    jest.isolateModules(() => {
      loaded = jest.requireActual<FirstHydration>('../client/firstHydration');
    });
  } finally {
    globals.window = saved;
  }
  return loaded as FirstHydration;
}

describe('firstHydration', () => {
  it('is hydrating in a browser until the first route update, and stays done after it', () => {
    const module = load(true);
    expect(module.isHydratingFirstPage()).toBe(true);
    module.default.onRouteDidUpdate?.({
      previousLocation: null,
      location: { pathname: '/' },
    } as never);
    expect(module.isHydratingFirstPage()).toBe(false);
    module.default.onRouteDidUpdate?.({
      previousLocation: null,
      location: { pathname: '/guides/' },
    } as never);
    expect(module.isHydratingFirstPage()).toBe(false);
  });

  it('is never hydrating on the server, which renders the lines itself', () => {
    expect(load(false).isHydratingFirstPage()).toBe(false);
  });
});
