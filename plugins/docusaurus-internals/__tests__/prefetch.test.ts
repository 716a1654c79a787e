import { describe, expect, it, jest } from '@jest/globals';
import type { IdleDeadlineLike } from '../../../src/lib/idle';
import { createIdleQueue, deferDocusaurusPrefetch, enqueuePrefetchWork } from '../client/prefetch';
import { createPrefetchOnce, loadedAsScript, queued } from '../client/prefetchOnce';

/** A fake idle scheduler: callbacks wait until `idle()`; each item "takes" `cost` ms of a fake clock. */
function fakeIdle(cost: number) {
  let clock = 0;
  const pending: ((deadline?: IdleDeadlineLike) => void)[] = [];
  const slices: string[][] = [];
  let current: string[] = [];
  return {
    options: {
      whenIdle: (callback: (deadline?: IdleDeadlineLike) => void) => void pending.push(callback),
      now: () => clock,
      sliceMs: 4,
    },
    run: (item: string) => {
      current.push(item);
      clock += cost;
    },
    /** Runs the waiting idle callbacks, with `remaining` ms left in each idle period; returns the slices. */
    idle(remaining = 50) {
      while (pending.length > 0) {
        current = [];
        pending.shift()?.({ timeRemaining: () => remaining });
        slices.push(current);
      }
      return slices;
    },
    pending: () => pending.length,
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then all items in order, in slices that stop starting items after the slice length', () => {
    const idle = fakeIdle(1.5);
    const enqueue = createIdleQueue(idle.run, idle.options);
    for (const item of ['a', 'b', 'c', 'd', 'e']) enqueue(item);
    expect(idle.pending()).toBe(1);
    // 4 ms slices of 1.5 ms items: the third item starts at 3 ms and ends the slice at 4.5 ms
    expect(idle.idle()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('runs one item per slice when each takes longer than a slice, and respects a short idle period', () => {
    const slow = fakeIdle(10);
    const enqueue = createIdleQueue(slow.run, slow.options);
    ['a', 'b'].forEach(enqueue);
    expect(slow.idle()).toEqual([['a'], ['b']]);
    const quick = fakeIdle(1);
    const enqueueQuick = createIdleQueue(quick.run, quick.options);
    ['a', 'b', 'c'].forEach(enqueueQuick);
    // only 1 ms of the idle period left: one item, then the rest in the next period
    expect(quick.idle(1)).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps going after an item throws, and schedules again for items added later', () => {
    const idle = fakeIdle(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const enqueue = createIdleQueue((item: string) => {
      if (item === 'bad') throw new Error('boom');
      idle.run(item);
    }, idle.options);
    ['a', 'bad', 'b'].forEach(enqueue);
    expect(idle.idle().flat()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(1);
    enqueue('c');
    expect(idle.pending()).toBe(1);
    expect(idle.idle().flat()).toEqual(['a', 'b', 'c']);
    warn.mockRestore();
  });
});

describe('createPrefetchOnce', () => {
  it('requests each file once and settles failures', async () => {
    const requested: string[] = [];
    const prefetch = createPrefetchOnce((url) => {
      requested.push(url);
      return url.includes('missing') ? Promise.reject(new Error('404')) : Promise.resolve();
    });
    const first = prefetch('/assets/js/1.js');
    expect(prefetch('/assets/js/1.js')).toBe(first);
    await Promise.all(
      ['/assets/js/2.js', '/assets/js/1.js', '/assets/js/missing.js'].map(prefetch),
    );
    await expect(prefetch('/assets/js/missing.js')).resolves.toBeUndefined();
    expect(requested).toEqual(['/assets/js/1.js', '/assets/js/2.js', '/assets/js/missing.js']);
  });
});

describe('loadedAsScript', () => {
  it('counts a chunk whose script is loading, and one whose script has run and been removed; not a file only prefetched', () => {
    const globals = globalThis as unknown as { document?: unknown; location?: unknown };
    globals.document = {
      querySelector: (selector: string) =>
        selector === 'script[src="/assets/js/loading.js"]' ? {} : null,
    };
    globals.location = { href: 'https://example.test/concepts/' };
    const timing = jest
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation((name: string) => {
        const initiator = {
          'https://example.test/assets/js/ran.js': 'script',
          'https://example.test/assets/js/prefetched.js': 'link',
        }[name];
        return (initiator ? [{ initiatorType: initiator }] : []) as unknown as PerformanceEntryList;
      });
    try {
      expect(
        ['loading', 'ran', 'prefetched', 'unknown'].filter((name) =>
          loadedAsScript(`/assets/js/${name}.js`),
        ),
      ).toEqual(['loading', 'ran']);
    } finally {
      timing.mockRestore();
      delete globals.document;
      delete globals.location;
    }
  });
});

describe('queued', () => {
  it('starts each request only when its task runs, in order, and settles as the request does', async () => {
    const tasks: (() => void)[] = [];
    const started: string[] = [];
    const request = queued(
      (task) => void tasks.push(task),
      (url) => {
        started.push(url);
        return url.includes('missing') ? Promise.reject(new Error('404')) : Promise.resolve();
      },
    );
    const found = request('/assets/js/1.js');
    const missing = request('/assets/js/missing.js');
    expect(started).toEqual([]);
    tasks.shift()?.();
    expect(started).toEqual(['/assets/js/1.js']);
    await expect(found).resolves.toBeUndefined();
    tasks.shift()?.();
    await expect(missing).rejects.toThrow('404');
  });
});

describe('deferDocusaurusPrefetch', () => {
  type Target = {
    docusaurus?: { prefetch: (path: string) => unknown; preload: (path: string) => unknown };
  };

  /** Runs `test` with a window whose idle callbacks wait until `runIdle()` runs them all. */
  function withIdleWindow(test: (runIdle: () => void) => void) {
    const idleCallbacks: (() => void)[] = [];
    const globals = globalThis as unknown as { window?: unknown };
    const savedWindow = globals.window;
    globals.window = {
      requestIdleCallback: (callback: () => void) => void idleCallbacks.push(callback),
      setTimeout,
    };
    try {
      test(() => {
        while (idleCallbacks.length > 0) idleCallbacks.shift()?.();
      });
    } finally {
      globals.window = savedWindow;
    }
  }

  it("puts window.docusaurus's prefetch behind the idle queue, keeps preload, and wraps once", () => {
    const prefetch = jest.fn((_path: string) => true);
    const preload = jest.fn((_path: string) => Promise.resolve());
    const target: Target = { docusaurus: Object.freeze({ prefetch, preload }) };
    withIdleWindow((runIdle) => {
      deferDocusaurusPrefetch(target);
      const wrapped = target.docusaurus;
      deferDocusaurusPrefetch(target);
      expect(target.docusaurus).toBe(wrapped);
      expect(Object.isFrozen(wrapped)).toBe(true);
      expect(wrapped?.preload).toBe(preload);
      wrapped?.prefetch('/concepts/');
      wrapped?.prefetch('/guides/');
      expect(prefetch).not.toHaveBeenCalled();
      runIdle();
      expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/concepts/', '/guides/']);
    });
  });

  it("queues a route's link appends behind the route matching already waiting, in the one prefetch queue", () => {
    const done: string[] = [];
    // core's prefetch matches the route, then asks prefetchOnce for each chunk (an append, queued)
    const prefetch = (path: string) => {
      done.push(`match ${path}`);
      enqueuePrefetchWork(() => done.push(`append ${path}`));
      return true;
    };
    const target: Target = { docusaurus: Object.freeze({ prefetch, preload: () => undefined }) };
    withIdleWindow((runIdle) => {
      deferDocusaurusPrefetch(target);
      target.docusaurus?.prefetch('/concepts/');
      target.docusaurus?.prefetch('/guides/');
      expect(done).toEqual([]);
      runIdle();
      expect(done).toEqual([
        'match /concepts/',
        'match /guides/',
        'append /concepts/',
        'append /guides/',
      ]);
    });
  });

  it('does nothing before Docusaurus has set window.docusaurus', () => {
    const target = {};
    deferDocusaurusPrefetch(target);
    expect(target).toEqual({});
  });
});
