/**
 * A very small stand-in for a browser page, so example tests can run the
 * bundles webpack emits for the `web` target in Node's `vm` and look at what
 * they do. The page serves one output directory, as a static server in front
 * of dist/ would, and offers what the webpack runtime, style-loader and the
 * examples touch:
 *
 * - a small DOM tree (elements, text nodes, <style> and <link> tags) with
 *   tag-name queries;
 * - classic <script> loading: `runScript` runs a file as a <script src> tag in
 *   the page's <head> would (with an optional nonce), and a <script src> the
 *   page inserts (webpack's chunk loading) is loaded and fires load/error;
 * - `document.currentScript` while a script runs (for `publicPath: 'auto'`
 *   and `__webpack_nonce__`);
 * - a `trustedTypes` global that records the policies the page creates;
 * - `fetch` for the served files (text, JSON or bytes), a `Worker` that runs a worker bundle in its
 *   own context and passes messages, window events and intervals;
 * - a `console` that records what the page logs.
 *
 * It is not a DOM implementation: it records what the bundle asks the page to
 * do, so tests can assert behaviour (a chunk was requested from this URL, the
 * page text became X, the worker answered Y).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ExampleBuild } from './build-example';

export interface FakeEvent {
  type: string;
  target: unknown;
}

type Listener = (event: FakeEvent) => void;

export class FakeText {
  parentNode: FakeElement | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

export type FakeNode = FakeElement | FakeText;

export class FakeElement {
  readonly tagName: string;
  readonly attributes: Record<string, string> = {};
  readonly childNodes: FakeNode[] = [];
  parentNode: FakeElement | null = null;
  readonly style: Record<string, string> = {};
  /** Plain properties the page sets (rel, as, alt, nonce, onload, onclick, ...). */
  [key: string]: unknown;
  private readonly listeners: Record<string, Listener[]> = {};

  constructor(
    tagName: string,
    private readonly owner: FakeDocument,
  ) {
    this.tagName = tagName.toUpperCase();
  }

  get children(): FakeElement[] {
    return this.childNodes.filter((node): node is FakeElement => node instanceof FakeElement);
  }

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }

  /** The text of this element and everything below it, as in the DOM. */
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }

  set textContent(value: string) {
    for (const node of this.childNodes) node.parentNode = null;
    this.childNodes.length = 0;
    this.appendChild(new FakeText(String(value)));
  }

  get src(): string {
    return this.attributes.src ?? '';
  }

  set src(value: unknown) {
    this.attributes.src = String(value);
  }

  get href(): string {
    return this.attributes.href ?? '';
  }

  set href(value: unknown) {
    this.attributes.href = String(value);
  }

  get className(): string {
    return this.attributes.class ?? '';
  }

  set className(value: string) {
    this.attributes.class = value;
  }

  get classList() {
    return {
      add: (...names: string[]) => {
        const current = this.className.split(/\s+/).filter(Boolean);
        this.className = [...new Set([...current, ...names])].join(' ');
      },
    };
  }

  setAttribute(name: string, value: unknown): void {
    this.attributes[name] = String(value);
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  removeAttribute(name: string): void {
    delete this.attributes[name];
  }

  appendChild<T extends FakeNode>(child: T): T {
    return this.insertBefore(child, null);
  }

  append(...nodes: (FakeNode | string)[]): void {
    for (const node of nodes)
      this.appendChild(typeof node === 'string' ? new FakeText(node) : node);
  }

  insertBefore<T extends FakeNode>(child: T, reference: FakeNode | null): T {
    if (child.parentNode) child.parentNode.removeChild(child);
    const index = reference ? this.childNodes.indexOf(reference) : -1;
    if (index === -1) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parentNode = this;
    if (child instanceof FakeElement) this.owner.inserted(child);
    return child;
  }

  removeChild<T extends FakeNode>(child: T): T {
    const index = this.childNodes.indexOf(child);
    if (index !== -1) this.childNodes.splice(index, 1);
    child.parentNode = null;
    return child;
  }

  addEventListener(type: string, listener: Listener): void {
    (this.listeners[type] ??= []).push(listener);
  }

  /** Fires an event at the element: its on<type> property, then its listeners. */
  dispatch(type: string): void {
    const event: FakeEvent = { type, target: this };
    const handler = this[`on${type}`];
    if (typeof handler === 'function') (handler as Listener).call(this, event);
    for (const listener of this.listeners[type] ?? []) listener.call(this, event);
  }

  click(): void {
    this.dispatch('click');
  }

  /** Every element below this one, depth first. */
  descendants(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }

  getElementsByTagName(name: string): FakeElement[] {
    return this.descendants().filter((element) => element.tagName === name.toUpperCase());
  }

  /** Only tag-name selectors: that is all the runtime, the loaders and the tests use. */
  querySelector(selector: string): FakeElement | null {
    return this.getElementsByTagName(tagSelector(selector))[0] ?? null;
  }
}

function tagSelector(selector: string): string {
  if (!/^[a-z][a-z0-9-]*$/i.test(selector))
    throw new Error(`browser-sandbox supports tag-name selectors only, not "${selector}"`);
  return selector;
}

export class FakeDocument {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  currentScript: FakeElement | null = null;

  constructor(
    readonly baseURI: string,
    private readonly onInserted: (element: FakeElement) => void,
  ) {
    this.documentElement = new FakeElement('html', this);
    this.head = this.documentElement.appendChild(new FakeElement('head', this));
    this.body = this.documentElement.appendChild(new FakeElement('body', this));
  }

  createElement(tagName: string): FakeElement {
    return new FakeElement(tagName, this);
  }

  createTextNode(data: string): FakeText {
    return new FakeText(data);
  }

  getElementsByTagName(name: string): FakeElement[] {
    return [this.documentElement, ...this.documentElement.descendants()].filter(
      (element) => element.tagName === name.toUpperCase(),
    );
  }

  querySelector(selector: string): FakeElement | null {
    return this.getElementsByTagName(tagSelector(selector))[0] ?? null;
  }

  /** Called by an element when a child element is added to it. */
  inserted(element: FakeElement): void {
    if (element.tagName === 'SCRIPT' || element.tagName === 'LINK') this.onInserted(element);
  }
}

export interface TrustedTypePolicyRecord {
  name: string;
  createdUrls: string[];
}

export interface BrowserSandboxOptions {
  /** URL of the page; the output directory is served from here too. Default http://localhost/. */
  baseUrl?: string;
  /** Other URL prefixes that serve the output directory (a CDN, say). */
  assetHosts?: string[];
  /** Extra or replaced globals on the page. */
  globals?: Record<string, unknown>;
}

type MessageListener = (event: { data: unknown }) => void;

class BrowserSandbox {
  /** The page's global object (`window`, `self` and `globalThis` inside the page). */
  readonly window: vm.Context;
  readonly document: FakeDocument;
  /** Every argument list passed to console.log/info/warn/error/... on the page or in its workers, in order. */
  readonly logs: unknown[][] = [];
  /** URLs of every script the page requested, in order: the ones you ran and the ones it added (even if they 404). */
  readonly loadedScripts: string[] = [];
  /** URLs of every stylesheet the page added with <link rel="stylesheet">, in order (even if they 404). */
  readonly loadedStylesheets: string[] = [];
  /** URLs the page passed to `fetch()` (WebAssembly and JSON loading use it), in order. */
  readonly fetched: string[] = [];
  /** URLs passed to `new Worker(...)`. */
  readonly workers: string[] = [];
  /** Trusted Types policies the page created, with every URL passed through their createScriptURL. */
  readonly policies: TrustedTypePolicyRecord[] = [];

  private readonly baseUrl: string;
  private readonly servedFrom: string[];
  private readonly console: Record<string, (...args: unknown[]) => void>;
  /** Scripts that already ran or are loading: inserting them again does not load them again. */
  private readonly started = new WeakSet<FakeElement>();
  private readonly intervals = new Set<ReturnType<typeof setInterval>>();
  private readonly windowListeners: Record<string, Listener[]> = {};
  /** Script loads and worker messages scheduled but not yet handled. */
  private pending = 0;

  constructor(
    private readonly outputPath: string,
    options: BrowserSandboxOptions = {},
  ) {
    this.baseUrl = options.baseUrl ?? 'http://localhost/';
    this.servedFrom = [this.baseUrl, ...(options.assetHosts ?? [])];
    this.console = Object.fromEntries(
      ['log', 'info', 'warn', 'error', 'debug', 'group', 'groupCollapsed', 'groupEnd'].map(
        (level) => [level, (...args: unknown[]) => this.logs.push(args)],
      ),
    );
    this.document = new FakeDocument(this.baseUrl, (element) =>
      element.tagName === 'LINK' ? this.loadStylesheet(element) : this.load(element),
    );
    const sandbox: Record<string, unknown> = {
      console: this.console,
      document: this.document,
      location: {
        href: this.baseUrl,
        origin: new URL(this.baseUrl).origin,
        toString: () => this.baseUrl,
        reload: () => this.logs.push(['[page reload requested]']),
      },
      navigator: { language: 'en-US', onLine: true, userAgent: 'browser-sandbox' },
      trustedTypes: { createPolicy: this.createTrustedTypesPolicy.bind(this) },
      setTimeout,
      clearTimeout,
      setInterval: (fn: () => void, ms?: number) => {
        const handle = setInterval(fn, ms);
        this.intervals.add(handle);
        return handle;
      },
      clearInterval: (handle: ReturnType<typeof setInterval>) => {
        this.intervals.delete(handle);
        clearInterval(handle);
      },
      queueMicrotask,
      Promise,
      URL,
      Uint8Array,
      TextDecoder,
      atob,
      btoa,
      fetch: this.fetch.bind(this),
      Worker: this.workerClass(),
      addEventListener: (type: string, listener: Listener) => {
        (this.windowListeners[type] ??= []).push(listener);
      },
      ...options.globals,
    };
    this.window = vm.createContext(sandbox);
    vm.runInContext('var window = globalThis; var self = globalThis;', this.window);
  }

  /**
   * Runs an emitted file as a classic <script src> in the page's <head> would:
   * `src` is the URL the page loads it from, relative to the page (usually just
   * the file name); it becomes document.currentScript.src, and `nonce` its nonce.
   */
  runScript(src: string, script: { nonce?: string } = {}): void {
    const url = new URL(src, this.baseUrl).href;
    const file = this.fileFor(url);
    if (!file)
      throw new Error(
        `${url} is not an emitted file (${fs.readdirSync(this.outputPath).join(', ')})`,
      );
    const element = this.document.createElement('script');
    element.src = url;
    if (script.nonce) element.nonce = script.nonce;
    this.started.add(element);
    this.document.head.appendChild(element);
    this.loadedScripts.push(url);
    this.execute(element, file);
  }

  /** Waits until every script load and worker message in flight has been handled. */
  async settle(): Promise<void> {
    // Promise callbacks inside the page run as microtasks; script loads and
    // worker messages as timers. Loop until both queues stay empty.
    for (let i = 0; i < 1000; i += 1) {
      await tick();
      if (this.pending === 0) {
        await tick();
        if (this.pending === 0) return;
      }
    }
    throw new Error('The page never settled (1000 rounds)');
  }

  /** Calls the listeners the page added with window.addEventListener(type, ...). */
  dispatch(type: string): void {
    for (const listener of this.windowListeners[type] ?? [])
      listener({ type, target: this.window });
  }

  /** Clears the page's intervals (webpack/hot/poll sets one). */
  close(): void {
    for (const handle of this.intervals) clearInterval(handle);
    this.intervals.clear();
  }

  /**
   * Maps a URL the page asks for back to a file in the output directory, if
   * there is one. Reads the disk, so files a later (watch) build emits, such
   * as hot updates, are found too.
   */
  private fileFor(url: string): string | undefined {
    const resolved = new URL(url, this.baseUrl).href;
    const prefix = this.servedFrom.find((p) => resolved.startsWith(p));
    if (!prefix) return undefined;
    const file = decodeURIComponent(resolved.slice(prefix.length).split(/[?#]/)[0]!);
    return file &&
      fs.statSync(path.join(this.outputPath, file), { throwIfNoEntry: false })?.isFile()
      ? file
      : undefined;
  }

  private read(file: string): string {
    return fs.readFileSync(path.join(this.outputPath, file), 'utf8');
  }

  private execute(script: FakeElement, file: string): void {
    const previous = this.document.currentScript;
    this.document.currentScript = script;
    try {
      vm.runInContext(this.read(file), this.window, { filename: path.join(this.outputPath, file) });
    } finally {
      this.document.currentScript = previous;
    }
  }

  /** A <script src> entered the page (webpack's chunk loading): load it on a later turn, like a browser. */
  private load(script: FakeElement): void {
    if (this.started.has(script) || !script.src) return;
    this.started.add(script);
    const url = new URL(script.src, this.baseUrl).href;
    this.later(() => {
      this.loadedScripts.push(url);
      const file = this.fileFor(url);
      if (!file) {
        script.dispatch('error');
        return;
      }
      this.execute(script, file);
      script.dispatch('load');
    });
  }

  /** A <link rel="stylesheet"> the page inserts (webpack's CSS chunk loading) loads and fires load, or error when no such file was emitted. */
  private loadStylesheet(link: FakeElement): void {
    if (this.started.has(link) || link.rel !== 'stylesheet' || !link.href) return;
    this.started.add(link);
    const url = new URL(link.href, this.baseUrl).href;
    this.later(() => {
      this.loadedStylesheets.push(url);
      link.dispatch(this.fileFor(url) ? 'load' : 'error');
    });
  }

  private later(fn: () => void): void {
    this.pending += 1;
    setTimeout(() => {
      this.pending -= 1;
      fn();
    }, 0);
  }

  /** Serves the output directory, as a static server in front of dist/ would. */
  private async fetch(url: string | URL) {
    this.fetched.push(new URL(String(url), this.baseUrl).href);
    const file = this.fileFor(String(url));
    const bytes = file ? fs.readFileSync(path.join(this.outputPath, file)) : Buffer.alloc(0);
    return {
      ok: Boolean(file),
      status: file ? 200 : 404,
      url: String(url),
      text: async () => bytes.toString('utf8'),
      json: async () => JSON.parse(bytes.toString('utf8')) as unknown,
      arrayBuffer: async () =>
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    };
  }

  private createTrustedTypesPolicy(
    name: string,
    rules: { createScriptURL?: (url: string) => string },
  ) {
    const record: TrustedTypePolicyRecord = { name, createdUrls: [] };
    this.policies.push(record);
    return {
      createScriptURL: (url: string) => {
        record.createdUrls.push(url);
        const value = rules.createScriptURL ? rules.createScriptURL(url) : url;
        return { toString: () => value };
      },
    };
  }

  /** `Worker` for the page: runs the worker file in its own context; messages go both ways on later turns. */
  private workerClass() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the Worker class below has its own `this`
    const page = this;
    return class Worker {
      onmessage: MessageListener | null = null;
      private readonly listeners: MessageListener[] = [];
      private readonly inner: Record<string, unknown>;
      private readonly innerListeners: MessageListener[] = [];

      constructor(url: string | URL) {
        // Like a browser, a relative script URL is resolved against the page's address.
        const href = new URL(String(url), page.baseUrl).href;
        page.workers.push(href);
        const file = page.fileFor(href);
        if (!file) throw new Error(`Worker script ${href} is not an emitted file`);
        const inner: Record<string, unknown> = {
          console: page.console,
          location: new URL(href),
          URL,
          setTimeout,
          clearTimeout,
          Promise,
          onmessage: null,
          addEventListener: (type: string, listener: MessageListener) => {
            if (type === 'message') this.innerListeners.push(listener);
          },
          postMessage: (data: unknown) => page.later(() => this.dispatch(data)),
          importScripts: (...urls: string[]) => {
            for (const u of urls) {
              const f = page.fileFor(new URL(u, href).href);
              if (!f) throw new Error(`importScripts(${u}) is not an emitted file`);
              vm.runInContext(page.read(f), context, { filename: path.join(page.outputPath, f) });
            }
          },
        };
        inner.self = inner;
        this.inner = inner;
        const context = vm.createContext(inner);
        vm.runInContext(page.read(file), context, { filename: path.join(page.outputPath, file) });
      }

      addEventListener(type: string, listener: MessageListener) {
        if (type === 'message') this.listeners.push(listener);
      }

      postMessage(data: unknown) {
        page.later(() => {
          const event = { data };
          (this.inner.onmessage as MessageListener | null)?.(event);
          for (const listener of this.innerListeners) listener(event);
        });
      }

      terminate() {}

      private dispatch(data: unknown) {
        const event = { data };
        this.onmessage?.(event);
        for (const listener of this.listeners) listener(event);
      }
    };
  }
}

export type { BrowserSandbox };

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A blank page that serves the output directory of a build (or any folder of emitted files). */
export function createBrowserSandbox(
  output: Pick<ExampleBuild, 'outputPath'>,
  options: BrowserSandboxOptions = {},
): BrowserSandbox {
  return new BrowserSandbox(output.outputPath, options);
}

/**
 * A page whose HTML loads `scripts` (URLs relative to the page, in order, each
 * with `nonce` if given), after everything they started loading has run.
 */
export async function openPage(
  output: Pick<ExampleBuild, 'outputPath'>,
  scripts: string[],
  options: BrowserSandboxOptions & { nonce?: string } = {},
): Promise<BrowserSandbox> {
  const page = createBrowserSandbox(output, options);
  for (const src of scripts) page.runScript(src, { nonce: options.nonce });
  await page.settle();
  return page;
}
