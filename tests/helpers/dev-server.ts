/**
 * One webpack-dev-server per docs version, for the tests that hold the dev-server pages to what
 * the installed server does: webpack-dev-server 5 from the site's node_modules for the current
 * docs, webpack-dev-server 3.11.3 from tooling/webpack4 for /v4/.
 *
 * `devServerKit(version)` gives the same calls for both versions, so the twin tests
 * (tests/content/dev-server-behaviour.test.ts and tests/content/v4/dev-server-behaviour.test.ts,
 * and the two api-dev-server tests) read alike:
 *
 * - `prepare(options)` builds a compiler for a one-file fixture and takes a server around it as
 *   far as adding the client entries and plugins, without listening and without a build:
 *   version 3's constructor does that itself; version 5 does it in `start()`, so the kit runs the
 *   two steps `start()` runs before it resolves the host and port and listens
 *   (`normalizeOptions()`, `initialize()` in lib/Server.js).
 * - `addedEntries(compiler)` lists the entries the server added to the compiler.
 * - `clientSocket(entry, page)` runs the browser client's own code on the query of its entry and
 *   the address of a page, and returns the socket URL it would connect to. Version 3 exports
 *   that function (`client/utils/createSocketUrl`); version 5 computes it at the top level of
 *   `client/index.js`, which is evaluated in a VM with its imports stubbed.
 * - `closeAll()` stops every server the kit made. Webpack's watch mode is replaced by a stub
 *   unless a test asks for a real build (`realWatch`), so nothing is compiled.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { REPO_ROOT, inlineCodeSpans, readApiPage, type DocsVersion } from './api-docs';
import { plainProse } from './stated-defaults';
import { V4_DOCS, require4 } from './webpack4';

/* eslint-disable @typescript-eslint/no-explicit-any -- the servers are driven through members their types mark private (v5) or do not declare (v3) */
export type AnyServer = any;
export type AnyCompiler = any;

const require5 = createRequire(path.join(REPO_ROOT, 'package.json'));

/** The fixture every kit builds its compilers for: one entry, `./src/index.js` (made once per test file). */
let fixtureDir: string | undefined;
function fixture(): string {
  if (!fixtureDir) {
    fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-kit-'));
    fs.mkdirSync(path.join(fixtureDir, 'src'));
    fs.writeFileSync(path.join(fixtureDir, 'src/index.js'), "console.log('index');\n");
  }
  return fixtureDir;
}

export interface Prepared {
  server: AnyServer;
  compiler: AnyCompiler;
}

export interface PrepareOptions {
  /** Options merged into the fixture's webpack configuration. */
  webpack?: Record<string, unknown>;
  /** Keep webpack's own watch mode, so the server's middleware really builds. */
  realWatch?: boolean;
  /** Called with the compiler before the server is made, e.g. to tap its hooks. */
  beforeServer?: (compiler: AnyCompiler) => void;
}

export interface ClientSocket {
  url: string;
  /** Version 5: how many times the client reconnects, as it passes it to its socket. */
  reconnect?: number;
  /** Version 5: the client's handlers for server messages (`ok`, `static-changed`, …). */
  handlers?: Record<string, (...args: unknown[]) => void>;
  /** Version 5: how many times the client reloaded the page so far (`location.reload()`). */
  reloads?: () => number;
  /** Version 5: what the client logged at the info level while it started. */
  info?: string[];
}

export interface DevServerKit {
  version: DocsVersion;
  /** The installed webpack-dev-server's version, e.g. `5.2.7`. */
  packageVersion: string;
  /** The folder of the installed webpack-dev-server. */
  packageDir: string;
  Server: AnyServer;
  webpack: AnyCompiler;
  /** A page of this docs version as plain prose (links reduced to their text). */
  prose(page: string): string;
  /** Whether a page says something, as `{ page, pattern, found }`, so a failure names both. */
  says(page: string, pattern: RegExp): { page: string; pattern: string; found: boolean };
  /** A webpack compiler for the fixture, with webpack's watch mode stubbed unless `realWatch`. */
  compiler(options?: PrepareOptions): AnyCompiler;
  /** A server around a new compiler, constructed only: the constructor's arguments in this version's order. */
  create(options?: Record<string, unknown>, prepare?: PrepareOptions): Prepared;
  /** A server set up as far as entries and plugins, never listening (see the file comment). */
  prepare(options?: Record<string, unknown>, prepare?: PrepareOptions): Promise<Prepared>;
  /** The entries the server added to a prepared compiler, as module requests with their queries. */
  addedEntries(compiler: AnyCompiler): Promise<string[]>;
  /** The client entry among `addedEntries`. */
  clientEntry(compiler: AnyCompiler): Promise<string>;
  /** What the client computes from its entry when it runs in a page at `pageURL`. */
  clientSocket(entry: string, pageURL: string): ClientSocket;
  /** Stops or closes every server created through the kit. */
  closeAll(): Promise<void>;
}

function docsDir(version: DocsVersion): string {
  return version === '5' ? path.join(REPO_ROOT, 'docs') : V4_DOCS;
}

/** Replaces webpack's watch mode with one that never builds; `close` and `invalidate` still answer. */
function stubWatch(compiler: AnyCompiler): void {
  compiler.watch = (_options: unknown, _handler: unknown) => {
    const watching = {
      closed: false,
      close(callback?: (error?: Error) => void) {
        watching.closed = true;
        callback?.();
      },
      invalidate(callback?: () => void) {
        callback?.();
      },
      suspend() {},
      resume() {},
    };
    compiler.watching = watching;
    return watching;
  };
}

/** Loads webpack-dev-server 5's browser client in a VM, its imports replaced by stubs, and returns what it hands its socket. */
function runClient5(packageDir: string, entry: string, pageURL: string): ClientSocket {
  const query = entry.slice(entry.indexOf('?'));
  const source = fs
    .readFileSync(path.join(packageDir, 'client/index.js'), 'utf8')
    .replace(/^export \{[^}]*\};?$/m, '')
    .replace(/^import (\w+) from "([^"]+)";$/gm, 'const $1 = __imports["$2"].default;')
    .replace(/^import (\{[^}]*\}) from "([^"]+)";$/gm, 'const $1 = __imports["$2"];');
  if (/^import /m.test(source))
    throw new Error('client/index.js: an import the stubs do not cover');
  const noop = () => {};
  const info: string[] = [];
  const log = {
    info: (...args: unknown[]) => info.push(args.join(' ')),
    warn: noop,
    error: noop,
    log: noop,
    debug: noop,
  };
  let socket: ClientSocket | undefined;
  let reloads = 0;
  const page = new URL(pageURL);
  const location = {
    href: page.href,
    protocol: page.protocol,
    hostname: page.hostname,
    port: page.port,
    search: page.search,
    reload: () => {
      reloads += 1;
    },
  };
  const imports: Record<string, unknown> = {
    'webpack/hot/emitter.js': { default: { emit: noop } },
    'webpack/hot/log.js': { default: { setLogLevel: noop } },
    './overlay.js': { createOverlay: () => ({ send: noop }), formatProblem: () => ({}) },
    './progress.js': { defineProgressElement: noop, isProgressSupported: () => false },
    './socket.js': {
      default: (url: string, handlers: ClientSocket['handlers'], reconnect: number) => {
        socket = { url, handlers, reconnect, reloads: () => reloads, info };
      },
    },
    './utils/log.js': { log, setLogLevel: noop },
    './utils/sendMessage.js': { default: noop },
  };
  vm.runInNewContext(source, {
    __imports: imports,
    __resourceQuery: query,
    __webpack_hash__: 'fixture-hash',
    self: { location, addEventListener: noop, postMessage: noop },
    URL,
  });
  if (!socket) throw new Error('the client never opened its socket');
  return socket;
}

export function devServerKit(version: DocsVersion): DevServerKit {
  const load = version === '5' ? require5 : require4;
  const webpack = load('webpack') as AnyCompiler;
  const Server = load('webpack-dev-server') as AnyServer;
  const packageDir = path.dirname(load.resolve('webpack-dev-server/package.json'));
  const packageVersion = (
    JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const servers: AnyServer[] = [];

  const prose = (page: string) =>
    plainProse(parseMarkdown(fs.readFileSync(path.join(docsDir(version), page), 'utf8')).body);

  const compiler = ({ webpack: extra = {}, realWatch = false }: PrepareOptions = {}) => {
    const dir = fixture();
    const created = webpack({
      mode: 'development',
      context: dir,
      entry: { main: './src/index.js' },
      output: { path: path.join(dir, `dist-${version}`) },
      ...(version === '5' ? { infrastructureLogging: { level: 'none' } } : {}),
      ...extra,
    });
    if (!realWatch) stubWatch(created);
    return created;
  };

  const create = (options: Record<string, unknown> = {}, prepare: PrepareOptions = {}) => {
    const made = compiler(prepare);
    prepare.beforeServer?.(made);
    const server =
      version === '5'
        ? new Server({ setupExitSignals: false, ...options }, made)
        : new Server(made, { logLevel: 'silent', ...options });
    servers.push(server);
    return { server, compiler: made };
  };

  const prepare = async (options: Record<string, unknown> = {}, how: PrepareOptions = {}) => {
    const made = create(options, how);
    if (version === '5') {
      await made.server.normalizeOptions();
      await made.server.initialize();
    }
    return made;
  };

  const addedEntries = async (made: AnyCompiler): Promise<string[]> => {
    if (version === '4') {
      const main = made.options.entry.main as string | string[];
      return (Array.isArray(main) ? main : [main]).filter((e) => e !== './src/index.js');
    }
    // webpack 5: the server applies an EntryPlugin without a name per entry; run their make taps
    // against a compilation that only records what they add.
    const requests: string[] = [];
    const compilation = {
      addEntry(
        _context: string,
        dependency: { request: string },
        options: { name?: string },
        callback: (error?: Error) => void,
      ) {
        if (options.name === undefined) requests.push(dependency.request);
        callback();
      },
    };
    const taps = (
      made.hooks.make.taps as { name: string; fn: (c: unknown, cb: () => void) => void }[]
    ).filter((tap) => tap.name === 'EntryPlugin');
    for (const tap of taps) await new Promise<void>((resolve) => tap.fn(compilation, resolve));
    return requests;
  };

  const clientEntry = async (made: AnyCompiler) => {
    const entries = await addedEntries(made);
    const client = entries.find((e) => /webpack-dev-server[\\/]client[\\/]index\.js\?/.test(e));
    if (!client) throw new Error(`no client entry in ${JSON.stringify(entries)}`);
    return client;
  };

  const clientSocket = (entry: string, pageURL: string): ClientSocket => {
    if (version === '5') return runClient5(packageDir, entry, pageURL);
    const createSocketUrl = require4('webpack-dev-server/client/utils/createSocketUrl') as (
      resourceQuery: string,
      location: string,
    ) => string;
    return { url: createSocketUrl(entry.replace(/^[^?]*/, ''), pageURL) };
  };

  const closeAll = async () => {
    const all = servers.splice(0);
    await Promise.all(
      all.map((s) =>
        version === '5'
          ? s.stop()
          : new Promise<void>((resolve) => {
              s.close(() => resolve());
            }),
      ),
    );
    if (fixtureDir) fs.rmSync(fixtureDir, { recursive: true, force: true });
    fixtureDir = undefined;
  };

  return {
    version,
    packageVersion,
    packageDir,
    Server,
    webpack,
    prose,
    says: (page, pattern) => ({ page, pattern: String(pattern), found: pattern.test(prose(page)) }),
    compiler,
    create,
    prepare,
    addedEntries,
    clientEntry,
    clientSocket,
    closeAll,
  };
}

/**
 * What the webpack-dev-server API page of a docs version names: the `server.method(…)` and
 * `Server.helper(…)` calls in its headings and code spans, and its body.
 */
export function apiPageCalls(version: DocsVersion): {
  body: string;
  names: string[];
  methods: string[];
  statics: string[];
} {
  const page = readApiPage('webpack-dev-server', version);
  const names = [...new Set([...page.sections.map((s) => s.title), ...inlineCodeSpans(page.body)])];
  const calls = (re: RegExp) => names.flatMap((n) => [...n.matchAll(re)].map((m) => m[1]!));
  return {
    body: page.body,
    names,
    methods: calls(/\bserver\.(\w+)\(/g),
    statics: calls(/\bServer\.(\w+)\(/g),
  };
}

/**
 * Runs one of webpack's HMR entries (`webpack/hot/dev-server.js`, `only-dev-server.js`) in a VM
 * as a page would, with a `module.hot` whose update fails, then signals an update the way the
 * dev-server client does. Resolves to how many times the entry reloaded the page.
 */
export async function reloadsOnFailedUpdate(hotEntry: string): Promise<number> {
  const load = createRequire(hotEntry);
  const emitter = load('./emitter.js') as import('node:events').EventEmitter;
  let reloads = 0;
  let settled!: () => void;
  const done = new Promise<void>((resolve) => (settled = resolve));
  const hot = {
    status: () => (hot.failed ? 'fail' : 'idle'),
    failed: false,
    check: () => {
      hot.failed = true;
      setImmediate(settled);
      return Promise.reject(new Error('update failed'));
    },
    apply: () => Promise.reject(new Error('update failed')),
  };
  const noop = () => {};
  const log = Object.assign(noop, {
    formatError: String,
    setLogLevel: noop,
    groupCollapsed: noop,
    groupEnd: noop,
  });
  const modules: Record<string, unknown> = {
    './log': log,
    './emitter': emitter,
    './log-apply-result': noop,
  };
  vm.runInNewContext(fs.readFileSync(hotEntry, 'utf8'), {
    module: { hot },
    require: (request: string) => modules[request] ?? load(request),
    __webpack_hash__: 'old-hash',
    window: {
      location: {
        reload: () => {
          reloads += 1;
        },
      },
    },
  });
  emitter.emit('webpackHotUpdate', 'new-hash');
  await done;
  // The entry's catch handler runs one microtask turn after the rejected check.
  await new Promise((resolve) => setImmediate(resolve));
  emitter.removeAllListeners('webpackHotUpdate');
  return reloads;
}

/** A TCP port free on 127.0.0.1 right now (bound to port 0, then released). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * GET `urlPath` from a server on 127.0.0.1:`port` with the `Host` header set to `host`, as a
 * browser that reached the server under that name would send it (the v5 and v4 Vagrant examples
 * check which host names their dev server accepts).
 */
export function getWithHost(
  port: number,
  urlPath: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, headers: { Host: host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
