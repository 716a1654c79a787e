import path from 'node:path';
import vm from 'node:vm';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

/**
 * Evaluates the generated service worker in a bare worker-like global and
 * records what it sets up: its event listeners, the files it loads with
 * importScripts, and whether it calls skipWaiting()/clients.claim().
 */
async function evaluateServiceWorker(build: ExampleBuild) {
  const listeners: string[] = [];
  const handlers: Record<string, ((event: unknown) => void)[]> = {};
  const imported: string[] = [];
  const calls: string[] = [];
  const scope = 'http://localhost/';
  const sw: Record<string, unknown> = {
    location: new URL('service-worker.js', scope),
    registration: { scope },
    console,
    URL,
    Request: class {},
    Response: class {},
    Promise,
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      listeners.push(type);
      (handlers[type] ??= []).push(handler);
    },
    skipWaiting: () => calls.push('skipWaiting'),
    clients: { claim: () => calls.push('clients.claim') },
  };
  sw.self = sw;
  const context = vm.createContext(sw);
  sw.importScripts = (...urls: string[]) => {
    for (const url of urls) {
      const file = new URL(url, scope).pathname.slice(1);
      imported.push(file);
      vm.runInContext(build.read(file), context, { filename: path.join(build.outputPath, file) });
    }
  };
  vm.runInContext(build.read('service-worker.js'), context, { filename: 'service-worker.js' });
  // The generated file loads the runtime through a promise; let it settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  /** Fires an event at the worker's listeners; ones needing APIs the stub lacks (Cache Storage) may throw. */
  const fire = (type: string) => {
    for (const handler of handlers[type] ?? []) {
      try {
        handler({ type, waitUntil: (p: Promise<unknown>) => p.catch(() => undefined) });
      } catch {
        // ignored: see above
      }
    }
  };
  return { listeners, imported, calls, fire };
}

describe('examples/progressive-web-application', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('progressive-web-application');
  }, 120_000);

  it('emits a service worker and the Workbox runtime it loads next to the app', () => {
    expect(build.files).toHaveLength(4);
    expect(build.files).toEqual(
      expect.arrayContaining([
        'index.html',
        'service-worker.js',
        expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/),
        expect.stringMatching(/^workbox-[0-9a-f]{8}\.js$/),
      ]),
    );
  });

  it('precaches every emitted page asset, with a revision only where the name has no hash', () => {
    const sw = build.read('service-worker.js');
    const manifest = /precacheAndRoute\((\[[^\]]*\])/.exec(sw)?.[1];
    expect(manifest).toBeDefined();
    // The manifest is a JS literal with unquoted keys; make it JSON.
    const entries = JSON.parse(manifest!.replace(/(url|revision):/g, '"$1":')) as {
      url: string;
      revision: string | null;
    }[];
    const main = build.files.find((f) => f.startsWith('main.'))!;
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          url: 'index.html',
          revision: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string,
        },
        { url: main, revision: null },
      ]),
    );
    expect(entries).toHaveLength(2); // the service worker and Workbox runtime are not precached
  });

  it('sets up precaching, skipWaiting and clientsClaim when the browser evaluates it', async () => {
    const { listeners, imported, calls, fire } = await evaluateServiceWorker(build);
    expect(imported).toEqual([build.files.find((f) => f.startsWith('workbox-'))]);
    expect(listeners).toEqual(expect.arrayContaining(['install', 'activate', 'fetch']));
    // skipWaiting runs at once; clientsClaim waits for the activate event.
    expect(calls).toEqual(['skipWaiting']);
    fire('activate');
    expect(calls).toEqual(['skipWaiting', 'clients.claim']);
  });

  it('registers /service-worker.js from the page once it has loaded', async () => {
    const registered: string[] = [];
    const page = createBrowserSandbox(build, {
      globals: {
        navigator: {
          serviceWorker: {
            register: async (url: string) => {
              registered.push(url);
              return { scope: 'http://localhost/' };
            },
          },
        },
      },
    });
    const main = build.files.find((f) => f.startsWith('main.'))!;
    expect(build.read('index.html')).toContain(`src=${main}`);
    page.runScript(main);
    expect(registered).toEqual([]);
    page.dispatch('load');
    await page.settle();
    expect(registered).toEqual(['/service-worker.js']);
    expect(page.logs).toEqual([['Service worker registered:', 'http://localhost/']]);
  });
});
