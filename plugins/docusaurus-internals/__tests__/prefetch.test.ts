import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { IdleDeadlineLike } from '../../../src/lib/idle';
import {
  deferDocusaurusPrefetch,
  enqueuePrefetchWork,
  loadedAsScript,
  prefetchOnce as prefetch,
} from '../client/prefetch';

/**
 * A window whose idle callbacks wait until `idle(remaining)` runs them, and a clock on which each
 * prefetch task "takes" `cost` ms; `idle` returns the tasks run, one list per slice.
 */
function fakeBrowser(cost: number) {
  let clock = 0;
  const pending: ((deadline?: IdleDeadlineLike) => void)[] = [];
  const globals = globalThis as unknown as { window?: unknown };
  const savedWindow = globals.window;
  globals.window = {
    requestIdleCallback: (callback: () => void) => void pending.push(callback),
    setTimeout,
  };
  const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
  let current: string[] = [];
  return {
    task: (name: string) => () => {
      current.push(name);
      clock += cost;
    },
    idle(remaining = 50) {
      const slices: string[][] = [];
      while (pending.length > 0) {
        current = [];
        pending.shift()?.({ timeRemaining: () => remaining });
        slices.push(current);
      }
      return slices;
    },
    pending: () => pending.length,
    restore() {
      now.mockRestore();
      globals.window = savedWindow;
    },
  };
}

let browser: ReturnType<typeof fakeBrowser>;
afterEach(() => browser?.restore());

describe('the idle prefetch queue', () => {
  it('runs nothing until the browser is idle, then all tasks in order, in slices that stop starting tasks after 4 ms', () => {
    browser = fakeBrowser(1.5);
    for (const name of ['a', 'b', 'c', 'd', 'e']) enqueuePrefetchWork(browser.task(name));
    expect(browser.pending()).toBe(1);
    // 4 ms slices of 1.5 ms tasks: the third starts at 3 ms and ends the slice at 4.5 ms
    expect(browser.idle()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('runs one task per slice when each takes longer than a slice, and respects a short idle period', () => {
    browser = fakeBrowser(10);
    ['a', 'b'].forEach((name) => enqueuePrefetchWork(browser.task(name)));
    expect(browser.idle()).toEqual([['a'], ['b']]);
    browser.restore();
    browser = fakeBrowser(1);
    ['a', 'b', 'c'].forEach((name) => enqueuePrefetchWork(browser.task(name)));
    // only 1 ms of the idle period left: one task, then the rest in the next periods
    expect(browser.idle(1)).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps going after a task throws, and schedules again for tasks added later', () => {
    browser = fakeBrowser(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    enqueuePrefetchWork(browser.task('a'));
    enqueuePrefetchWork(() => {
      throw new Error('boom');
    });
    enqueuePrefetchWork(browser.task('b'));
    expect(browser.idle().flat()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(1);
    enqueuePrefetchWork(browser.task('c'));
    expect(browser.pending()).toBe(1);
    expect(browser.idle().flat()).toEqual(['c']);
    warn.mockRestore();
  });
});

describe("core's prefetch helper", () => {
  it('asks for each file once, in an idle slice, skips files loaded as scripts, and settles failures', async () => {
    browser = fakeBrowser(0);
    const appended: { href: string; onload: () => void; onerror: () => void }[] = [];
    const globals = globalThis as unknown as { document?: unknown; location?: unknown };
    globals.location = { href: 'https://example.test/concepts/' };
    globals.document = {
      querySelector: (selector: string) =>
        selector === 'script[src="/assets/js/loading.js"]' ? {} : null,
      createElement: () => ({ relList: { supports: (rel: string) => rel === 'prefetch' } }),
      head: { appendChild: (link: (typeof appended)[number]) => void appended.push(link) },
    };
    try {
      const first = prefetch('/assets/js/1.js');
      expect(prefetch('/assets/js/1.js')).toBe(first);
      const others = ['/assets/js/missing.js', '/assets/js/loading.js'].map(prefetch);
      expect(appended).toEqual([]);
      browser.idle();
      expect(appended.map((link) => link.href)).toEqual([
        '/assets/js/1.js',
        '/assets/js/missing.js',
      ]);
      appended[0]!.onload();
      appended[1]!.onerror();
      await expect(Promise.all([first, ...others])).resolves.toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    } finally {
      delete globals.document;
      delete globals.location;
    }
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

describe('deferDocusaurusPrefetch', () => {
  type Target = {
    docusaurus?: { prefetch: (path: string) => unknown; preload: (path: string) => unknown };
  };

  it("puts window.docusaurus's prefetch behind the idle queue, keeps preload, and wraps once", () => {
    const prefetch = jest.fn((_path: string) => true);
    const preload = jest.fn((_path: string) => Promise.resolve());
    const target: Target = { docusaurus: Object.freeze({ prefetch, preload }) };
    browser = fakeBrowser(0);
    deferDocusaurusPrefetch(target);
    const wrapped = target.docusaurus;
    deferDocusaurusPrefetch(target);
    expect(target.docusaurus).toBe(wrapped);
    expect(Object.isFrozen(wrapped)).toBe(true);
    expect(wrapped?.preload).toBe(preload);
    wrapped?.prefetch('/concepts/');
    wrapped?.prefetch('/guides/');
    expect(prefetch).not.toHaveBeenCalled();
    browser.idle();
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/concepts/', '/guides/']);
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
    browser = fakeBrowser(0);
    deferDocusaurusPrefetch(target);
    target.docusaurus?.prefetch('/concepts/');
    target.docusaurus?.prefetch('/guides/');
    expect(done).toEqual([]);
    browser.idle();
    expect(done).toEqual([
      'match /concepts/',
      'match /guides/',
      'append /concepts/',
      'append /guides/',
    ]);
  });

  it('does nothing before Docusaurus has set window.docusaurus', () => {
    const target = {};
    deferDocusaurusPrefetch(target);
    expect(target).toEqual({});
  });
});
