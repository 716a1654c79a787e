import { describe, expect, it } from '@jest/globals';

type Hydration = typeof import('../hydration');

/** Loads a fresh copy of the module, with or without a `window`. */
function load(withWindow: boolean): Hydration {
  const globals = globalThis as { window?: unknown };
  const saved = globals.window;
  if (withWindow) globals.window = {};
  let loaded: Hydration | undefined;
  try {
    jest.isolateModules(() => {
      loaded = jest.requireActual<Hydration>('../hydration');
    });
  } finally {
    globals.window = saved;
  }
  return loaded as Hydration;
}

describe('isHydratingFirstPage', () => {
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

describe('useHydrating', () => {
  it('is true in the server render, so the docs sidebar renders as during hydration', () => {
    let html = '';
    jest.isolateModules(() => {
      const { useHydrating } = jest.requireActual<Hydration>('../hydration');
      const { renderToString } =
        jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
      const { createElement } = jest.requireActual<typeof import('react')>('react');
      const Probe = () => String(useHydrating());
      html = renderToString(createElement(Probe));
    });
    expect(html).toBe('true');
  });
});
