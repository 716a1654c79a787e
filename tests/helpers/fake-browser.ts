/**
 * A very small stand-in for a browser page, so guide tests can run the bundles
 * webpack emits and look at what they do: which elements they add, which
 * chunks the runtime loads with <script> tags, which attributes (nonce,
 * prefetch) those tags carry. It implements only the DOM surface that the
 * webpack runtime, style-loader and the guide examples touch.
 */
import vm from 'node:vm';

type Listener = (event: FakeEvent) => void;

export interface FakeEvent {
  type: string;
  target: FakeElement;
}

export class FakeText {
  readonly nodeType = 3;
  parentNode: FakeElement | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

export type FakeNode = FakeElement | FakeText;

export class FakeElement {
  readonly nodeType = 1;
  readonly tagName: string;
  readonly attributes: Record<string, string> = {};
  readonly childNodes: FakeNode[] = [];
  parentNode: FakeElement | null = null;
  readonly style: Record<string, string> = {};
  /** Plain properties the page sets (charset, rel, as, onclick, ...). */
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

  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }

  set textContent(value: string) {
    for (const node of this.childNodes) node.parentNode = null;
    this.childNodes.length = 0;
    this.appendChild(new FakeText(String(value)));
  }

  get innerHTML(): string {
    return this.textContent;
  }

  set innerHTML(value: string) {
    this.textContent = value;
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

  get id(): string {
    return this.attributes.id ?? '';
  }

  set id(value: string) {
    this.attributes.id = value;
  }

  get classList() {
    const read = () => this.className.split(/\s+/).filter(Boolean);
    return {
      add: (...names: string[]) => {
        this.className = [...new Set([...read(), ...names])].join(' ');
      },
      contains: (name: string) => read().includes(name),
    };
  }

  setAttribute(name: string, value: unknown): void {
    this.attributes[name] = String(value);
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  appendChild<T extends FakeNode>(child: T): T {
    return this.insertBefore(child, null);
  }

  insertBefore<T extends FakeNode>(child: T, reference: FakeNode | null): T {
    if (child.parentNode) child.parentNode.removeChild(child);
    const index = reference ? this.childNodes.indexOf(reference) : -1;
    if (index === -1) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parentNode = this;
    if (child instanceof FakeElement) this.owner.connected(child);
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

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  querySelectorAll(selector: string): FakeElement[] {
    const match = (element: FakeElement) => {
      if (selector.startsWith('#')) return element.id === selector.slice(1);
      if (selector.startsWith('.')) return element.classList.contains(selector.slice(1));
      return element.tagName === selector.toUpperCase();
    };
    return this.descendants().filter(match);
  }

  getElementsByTagName(name: string): FakeElement[] {
    return this.descendants().filter((element) => element.tagName === name.toUpperCase());
  }
}

export interface FakeBrowserOptions {
  /** URL of the page; scripts and chunks resolve against it. */
  baseUrl?: string;
  /** Returns the source of a script URL the page loads, or undefined for a 404. */
  loadScript?: (url: string) => string | undefined;
  /** Installs a fake `trustedTypes` global that records the policies the page creates. */
  trustedTypes?: boolean;
}

export class FakeDocument {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  currentScript: FakeElement | null = null;
  title = '';
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly browser: FakeBrowser) {
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

  querySelector(selector: string): FakeElement | null {
    if (selector === 'html') return this.documentElement;
    return this.documentElement.querySelector(selector);
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.documentElement.querySelectorAll(selector);
  }

  getElementsByTagName(name: string): FakeElement[] {
    return this.documentElement.getElementsByTagName(name);
  }

  getElementById(id: string): FakeElement | null {
    return this.documentElement.querySelector(`#${id}`);
  }

  /** Called when an element enters the tree: a <script src> starts loading, like in a browser. */
  connected(element: FakeElement): void {
    if (element.tagName !== 'SCRIPT' || !element.attributes.src) return;
    this.pending.push(this.browser.loadScriptElement(element));
  }

  /** Waits until every script the page started loading has run (and the ones they started). */
  async settle(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      await Promise.all(batch);
    }
  }
}

export interface TrustedTypePolicyRecord {
  name: string;
  createdUrls: string[];
}

export class FakeBrowser {
  readonly document: FakeDocument;
  readonly window: vm.Context;
  /** URLs of every script the page loaded, in order. */
  readonly loadedScripts: string[] = [];
  readonly policies: TrustedTypePolicyRecord[] = [];
  readonly baseUrl: string;

  constructor(private readonly options: FakeBrowserOptions = {}) {
    this.baseUrl = options.baseUrl ?? 'http://localhost/';
    this.document = new FakeDocument(this);
    const sandbox: Record<string, unknown> = {
      document: this.document,
      location: { href: this.baseUrl, toString: () => this.baseUrl },
      console,
      navigator: { onLine: true, userAgent: 'fake-browser' },
      setTimeout,
      clearTimeout,
      queueMicrotask,
      Promise,
      URL,
      Uint8Array,
      TextDecoder,
      atob,
      btoa,
    };
    if (options.trustedTypes) {
      sandbox.trustedTypes = {
        createPolicy: (name: string, rules: { createScriptURL?: (url: string) => string }) => {
          const record: TrustedTypePolicyRecord = { name, createdUrls: [] };
          this.policies.push(record);
          return {
            createScriptURL: (url: string) => {
              record.createdUrls.push(url);
              const value = rules.createScriptURL ? rules.createScriptURL(url) : url;
              return { toString: () => value };
            },
          };
        },
      };
    }
    this.window = vm.createContext(sandbox);
    vm.runInContext('var window = globalThis; var self = globalThis;', this.window);
  }

  /** Runs a classic script as if a <script src=url nonce=…> tag executed it. */
  runScript(code: string, script: { src?: string; nonce?: string } = {}): FakeElement {
    const element = this.document.createElement('script');
    element.attributes.src = new URL(script.src ?? 'main.js', this.baseUrl).href;
    if (script.nonce) element.nonce = script.nonce;
    this.runAs(element, code);
    return element;
  }

  private runAs(element: FakeElement, code: string): void {
    const previous = this.document.currentScript;
    this.document.currentScript = element;
    try {
      vm.runInContext(code, this.window, { filename: element.src });
    } finally {
      this.document.currentScript = previous;
    }
    this.loadedScripts.push(element.src);
  }

  async loadScriptElement(element: FakeElement): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const url = new URL(element.src, this.baseUrl).href;
    const code = this.options.loadScript?.(url);
    if (code === undefined) {
      element.dispatch('error');
      return;
    }
    this.runAs(element, code);
    element.dispatch('load');
  }
}

/**
 * Creates a page that serves the files of a build (`read(file)`) below `baseUrl`,
 * runs the given entry files in order, and waits for lazy chunks to finish loading.
 */
export async function openBuild(
  build: { files: string[]; read(file: string): string },
  entries: string[],
  options: Omit<FakeBrowserOptions, 'loadScript'> & { nonce?: string } = {},
): Promise<FakeBrowser> {
  const baseUrl = options.baseUrl ?? 'http://localhost/';
  const browser = new FakeBrowser({
    ...options,
    baseUrl,
    loadScript: (url) => {
      if (!url.startsWith(baseUrl)) return undefined;
      const file = url.slice(baseUrl.length).replace(/[?#].*$/, '');
      return build.files.includes(file) ? build.read(file) : undefined;
    },
  });
  for (const entry of entries) browser.runScript(build.read(entry), { src: entry, nonce: options.nonce });
  await browser.document.settle();
  return browser;
}
