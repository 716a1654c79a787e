import {
  createInteractionFlag,
  FIRST_INTERACTION_EVENTS,
  type InteractionTarget,
} from '../onFirstInteraction';

function fakeTarget() {
  const handlers = new Map<string, () => void>();
  const target: InteractionTarget = {
    addEventListener: (type, listener, options) => {
      expect(options).toMatchObject({ capture: true, passive: true });
      handlers.set(type, listener);
    },
    removeEventListener: (type, listener) => {
      if (handlers.get(type) === listener) handlers.delete(type);
    },
  };
  return { target, handlers, fire: (type: string) => handlers.get(type)?.() };
}

describe('createInteractionFlag', () => {
  it('does not listen until someone subscribes', () => {
    const page = fakeTarget();
    const flag = createInteractionFlag(() => page.target);
    expect(page.handlers.size).toBe(0);
    flag.subscribe(() => {});
    expect([...page.handlers.keys()].sort()).toEqual([...FIRST_INTERACTION_EVENTS].sort());
  });

  it.each(FIRST_INTERACTION_EVENTS)(
    'turns on %s, tells every subscriber once, and stops listening',
    (type) => {
      const page = fakeTarget();
      const flag = createInteractionFlag(() => page.target);
      const first = jest.fn();
      const second = jest.fn();
      flag.subscribe(first);
      flag.subscribe(second);
      expect(flag.get()).toBe(false);
      page.fire(type);
      expect(flag.get()).toBe(true);
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
      expect(page.handlers.size).toBe(0);
      page.fire('pointerdown');
      expect(first).toHaveBeenCalledTimes(1);
    },
  );

  it('forgets an unsubscribed listener', () => {
    const page = fakeTarget();
    const flag = createInteractionFlag(() => page.target);
    const listener = jest.fn();
    const unsubscribe = flag.subscribe(listener);
    unsubscribe();
    page.fire('keydown');
    expect(listener).not.toHaveBeenCalled();
    expect(flag.get()).toBe(true);
  });

  it('a subscriber after the flag turned is not called and adds no listeners', () => {
    const page = fakeTarget();
    const flag = createInteractionFlag(() => page.target);
    flag.subscribe(() => {});
    page.fire('touchstart');
    const listener = jest.fn();
    flag.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    expect(page.handlers.size).toBe(0);
  });

  it('without a window (server rendering) it never listens and stays off', () => {
    const flag = createInteractionFlag(() => undefined);
    flag.subscribe(() => {});
    expect(flag.get()).toBe(false);
  });
});
