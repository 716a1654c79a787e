/**
 * A very small stand-in for a browser page, enough to run webpack's `web`
 * output in Node's `vm`: classic <script> loading (webpack's JSONP chunk
 * loading appends script tags), `document.currentScript` (for
 * `publicPath: 'auto'`), a few DOM elements, `console`, and a `Worker` that
 * runs a worker bundle in its own context and passes messages.
 *
 * It is not a DOM implementation: it records what the bundle asks the page to
 * do, so example tests can assert behaviour (a chunk was requested from this
 * URL, the page text became X, the worker answered Y).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ExampleBuild } from './build-example';

export interface FakeElement {
  tagName: string;
  attributes: Record<string, string>;
  children: FakeElement[];
  parentNode: FakeElement | null;
  textContent: string;
  src?: string;
  onload?: ((event: unknown) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  onclick?: ((event: unknown) => void) | null;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  appendChild(child: FakeElement): FakeElement;
  append(...children: (FakeElement | string)[]): void;
  removeChild(child: FakeElement): FakeElement;
  addEventListener(type: string, listener: (event: unknown) => void): void;
  click(): void;
  [key: string]: unknown;
}

export interface BrowserSandbox {
  /** The page's global object (`window`, `self` and `globalThis` inside the page). */
  window: Record<string, unknown>;
  document: { body: FakeElement; head: FakeElement; [key: string]: unknown };
  /** Every argument list passed to console.log/info/warn/error on the page, in order. */
  logs: unknown[][];
  /** URLs of every script the page loaded, in order: the ones you ran and the ones webpack appended. */
  loadedScripts: string[];
  /** URLs passed to `new Worker(...)`. */
  workers: string[];
  /**
   * Runs an emitted file as a classic script, as a <script src> in the HTML
   * would. `src` is the URL the page loads it from (default: the file name,
   * relative to the page); it becomes document.currentScript.src.
   */
  runScript(file: string, src?: string): void;
  /** Waits until every script and worker message in flight has been handled. */
  settle(): Promise<void>;
  /** Clears the page's intervals (webpack/hot/poll sets one). */
  close(): void;
  /** Calls the listeners the page added with window.addEventListener(type, ...). */
  dispatch(type: string): void;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createElement(tagName: string): FakeElement {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const element: FakeElement = {
    tagName: tagName.toUpperCase(),
    attributes: {},
    children: [],
    parentNode: null,
    textContent: '',
    setAttribute(name, value) {
      this.attributes[name] = String(value);
    },
    getAttribute(name) {
      if (name === 'src' && this.src !== undefined) return this.src;
      return this.attributes[name] ?? null;
    },
    appendChild(child) {
      child.parentNode = this;
      this.children.push(child);
      return child;
    },
    append(...children) {
      for (const child of children) {
        if (typeof child === 'string') this.textContent += child;
        else this.appendChild(child);
      }
    },
    removeChild(child) {
      this.children = this.children.filter((c) => c !== child);
      child.parentNode = null;
      return child;
    },
    addEventListener(type, listener) {
      (listeners[type] ??= []).push(listener);
    },
    click() {
      const event = { type: 'click', target: this };
      this.onclick?.(event);
      for (const listener of listeners.click ?? []) listener(event);
    },
  };
  return element;
}

/** Text of an element and its descendants, like `innerText` without layout. */
export function textOf(element: FakeElement): string {
  return element.textContent + element.children.map(textOf).join('');
}

export function createBrowserSandbox(
  build: Pick<ExampleBuild, 'outputPath' | 'files' | 'read'>,
  options: {
    /** URL of the page; by default the output directory is served from here too. */
    baseUrl?: string;
    /** Other URL prefixes that serve the output directory (a CDN, say). */
    assetHosts?: string[];
    /** Extra or replaced globals on the page. */
    globals?: Record<string, unknown>;
  } = {},
): BrowserSandbox {
  const baseUrl = options.baseUrl ?? 'http://localhost/';
  const servedFrom = [baseUrl, ...(options.assetHosts ?? [])];
  const logs: unknown[][] = [];
  const loadedScripts: string[] = [];
  const workers: string[] = [];
  let pending = 0;

  /**
   * Maps a URL the page asks for back to a file in the output directory, if
   * there is one. Reads the disk rather than `build.files`, so files a later
   * (watch) build emits, such as hot updates, are found too.
   */
  const fileFor = (url: string): string | undefined => {
    const resolved = new URL(url, baseUrl).href;
    const prefix = servedFrom.find((p) => resolved.startsWith(p));
    if (!prefix) return undefined;
    const file = decodeURIComponent(resolved.slice(prefix.length).split(/[?#]/)[0]!);
    return file && fs.existsSync(path.join(build.outputPath, file)) ? file : undefined;
  };
  const intervals = new Set<ReturnType<typeof setInterval>>();

  const fakeConsole = Object.fromEntries(
    ['log', 'info', 'warn', 'error', 'debug', 'group', 'groupCollapsed', 'groupEnd'].map((level) => [level, (...args: unknown[]) => logs.push(args)]),
  );

  const head = createElement('head');
  const body = createElement('body');
  const document: BrowserSandbox['document'] = {
    head,
    body,
    baseURI: baseUrl,
    currentScript: null,
    createElement,
    getElementsByTagName: (name: string) => (name.toLowerCase() === 'script' ? scriptsInPage() : []),
    querySelector: () => null,
    addEventListener: () => undefined,
  };
  const scriptsInPage = () => [...head.children, ...body.children].filter((el) => el.tagName === 'SCRIPT');

  const windowListeners: Record<string, ((event: unknown) => void)[]> = {};
  const sandbox: Record<string, unknown> = {
    console: fakeConsole,
    document,
    location: { href: baseUrl, origin: new URL(baseUrl).origin, reload: () => logs.push(['[page reload requested]']) },
    navigator: { language: 'en-US', userAgent: 'browser-sandbox' },
    URL,
    setTimeout,
    clearTimeout,
    setInterval: (fn: () => void, ms?: number) => {
      const handle = setInterval(fn, ms);
      intervals.add(handle);
      return handle;
    },
    clearInterval: (handle: ReturnType<typeof setInterval>) => {
      intervals.delete(handle);
      clearInterval(handle);
    },
    // Serves the output directory, as a static server in front of dist/ would.
    fetch: async (url: string | URL) => {
      const file = fileFor(String(url));
      const text = file ? fs.readFileSync(path.join(build.outputPath, file), 'utf8') : '';
      return {
        ok: Boolean(file),
        status: file ? 200 : 404,
        url: String(url),
        text: async () => text,
        json: async () => JSON.parse(text) as unknown,
      };
    },
    Promise,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      (windowListeners[type] ??= []).push(listener);
    },
    ...options.globals,
  };
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  const context = vm.createContext(sandbox);

  const run = (file: string, script: FakeElement) => {
    loadedScripts.push(new URL(script.src ?? file, baseUrl).href);
    document.currentScript = script;
    try {
      vm.runInContext(build.read(file), context, { filename: path.join(build.outputPath, file) });
    } finally {
      document.currentScript = null;
    }
  };

  // webpack's chunk loading appends a <script> to <head> and waits for onload.
  const appendToHead = head.appendChild.bind(head);
  head.appendChild = (child: FakeElement) => {
    appendToHead(child);
    if (child.tagName === 'SCRIPT' && child.src) {
      const src = child.src;
      pending += 1;
      setTimeout(() => {
        pending -= 1;
        const file = fileFor(src);
        if (!file) {
          loadedScripts.push(new URL(src, baseUrl).href);
          child.onerror?.({ type: 'error', target: child });
          return;
        }
        run(file, child);
        child.onload?.({ type: 'load', target: child });
      }, 0);
    }
    return child;
  };

  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    private listeners: ((event: { data: unknown }) => void)[] = [];
    private inner: Record<string, unknown>;

    constructor(url: string | URL) {
      const href = String(url);
      workers.push(href);
      const file = fileFor(href);
      if (!file) throw new Error(`Worker script ${href} is not an emitted file (${build.files.join(', ')})`);
      const workerListeners: ((event: { data: unknown }) => void)[] = [];
      const inner: Record<string, unknown> = {
        console: fakeConsole,
        location: new URL(href),
        URL,
        setTimeout,
        clearTimeout,
        Promise,
        onmessage: null,
        addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
          if (type === 'message') workerListeners.push(listener);
        },
        postMessage: (data: unknown) => this.deliver(() => this.dispatch(data)),
        importScripts: (...urls: string[]) => {
          for (const u of urls) {
            const f = fileFor(new URL(u, href).href);
            if (!f) throw new Error(`importScripts(${u}) is not an emitted file`);
            vm.runInContext(build.read(f), workerContext, { filename: path.join(build.outputPath, f) });
          }
        },
      };
      inner.self = inner;
      inner.__listeners = workerListeners;
      this.inner = inner;
      const workerContext = vm.createContext(inner);
      vm.runInContext(build.read(file), workerContext, { filename: path.join(build.outputPath, file) });
    }

    addEventListener(type: string, listener: (event: { data: unknown }) => void) {
      if (type === 'message') this.listeners.push(listener);
    }

    postMessage(data: unknown) {
      this.deliver(() => {
        const event = { data };
        const handler = this.inner.onmessage as ((e: { data: unknown }) => void) | null;
        handler?.(event);
        for (const listener of this.inner.__listeners as ((e: { data: unknown }) => void)[]) listener(event);
      });
    }

    terminate() {}

    private dispatch(data: unknown) {
      const event = { data };
      this.onmessage?.(event);
      for (const listener of this.listeners) listener(event);
    }

    private deliver(fn: () => void) {
      pending += 1;
      setTimeout(() => {
        pending -= 1;
        fn();
      }, 0);
    }
  }
  sandbox.Worker = FakeWorker;

  return {
    window: sandbox,
    document,
    logs,
    loadedScripts,
    workers,
    dispatch(type) {
      for (const listener of windowListeners[type] ?? []) listener({ type, target: sandbox });
    },
    close() {
      for (const handle of intervals) clearInterval(handle);
      intervals.clear();
    },
    runScript(file, src) {
      if (!fileFor(src ?? file)) throw new Error(`${file} was not emitted (${build.files.join(', ')})`);
      const script = createElement('script');
      script.src = new URL(src ?? file, baseUrl).href;
      body.appendChild(script);
      run(file, script);
    },
    async settle() {
      // Promise callbacks inside the page run as microtasks; script loads and
      // worker messages as timers. Loop until both queues stay empty.
      for (let i = 0; i < 1000; i += 1) {
        await tick();
        if (pending === 0) {
          await tick();
          if (pending === 0) return;
        }
      }
      throw new Error('The page never settled (1000 rounds)');
    },
  };
}
