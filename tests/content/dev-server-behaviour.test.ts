/**
 * What the webpack 5 pages say webpack-dev-server 5 does at run time
 * (configuration/dev-server.md, api/webpack-dev-server.md), checked against a live `Server` from
 * node_modules, without a browser: the options `start()` normalises, the entries and plugins it
 * adds, the socket URL the browser client computes from its entry (the client's own code, run in
 * a VM), the host check, and `start()`/`stop()` and their callback forms on 127.0.0.1. The twin
 * for webpack-dev-server 3 is tests/content/v4/dev-server-behaviour.test.ts; both drive the
 * server through tests/helpers/dev-server.ts.
 *
 * Each test asserts the sentence on the page and the behaviour behind it, so a wrong sentence put
 * back, or a server that stops doing what the page says, fails here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { splitSections } from '../helpers/api-docs';
import {
  devServerKit,
  freeLoopbackPort,
  reloadsOnFailedUpdate,
  type AnyCompiler,
  type AnyServer,
} from '../helpers/dev-server';
import { parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { schemasAtPath, type JsonSchema } from '../helpers/schema-options';
import {
  compareTypeKinds,
  evalLiteral,
  parseTypeList,
  schemaTypeKinds,
  statedLines,
} from '../helpers/stated-defaults';

const kit = devServerKit('5');
const CONFIG = 'configuration/dev-server.md';
const API = 'api/webpack-dev-server.md';
const PAGE = 'http://dev.example.test:3000/';

afterAll(() => kit.closeAll());

// getFreePort imports p-retry with import(), which Jest's CommonJS runtime cannot run: a child
// Node.js process calls it, started when the file loads so that it runs beside the other tests.
// It occupies a loopback port and searches from there, then replaces lib/getPort.js in the
// require cache to see the base port and how often a failing search runs (1 retry: 1 s).
const script = `
    const net = require('node:net');
    const Server = require('webpack-dev-server');
    const getPortPath = require.resolve('webpack-dev-server/lib/getPort');
    const realGetPort = require(getPortPath);
    (async () => {
      const busy = net.createServer();
      await new Promise((r) => busy.listen(0, 'localhost', r));
      const taken = busy.address().port;
      process.env.WEBPACK_DEV_SERVER_BASE_PORT = String(taken);
      const found = await Server.getFreePort('auto', 'localhost');
      busy.close();
      delete process.env.WEBPACK_DEV_SERVER_BASE_PORT;
      const bases = [];
      require.cache[getPortPath].exports = async (base) => { bases.push(base); return base; };
      const base = await Server.getFreePort(undefined, 'localhost');
      let calls = 0;
      require.cache[getPortPath].exports = async () => { calls += 1; throw new Error('no port'); };
      process.env.WEBPACK_DEV_SERVER_PORT_RETRY = '1';
      const error = await Server.getFreePort(undefined, 'localhost').catch((e) => e.message);
      require.cache[getPortPath].exports = realGetPort;
      console.log(JSON.stringify({ taken, found, base, calls, error }));
    })();
  `;
const freePortRun = promisify(execFile)(process.execPath, ['-e', script], {
  cwd: path.join(__dirname, '../..'),
  env: Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('WEBPACK_DEV_SERVER_')),
  ),
});
freePortRun.catch(() => {}); // awaited (and reported) by its test
afterAll(() =>
  freePortRun.then(
    () => undefined,
    () => undefined,
  ),
);

/** The text of the `- Default:` line under the heading `` `devServer.<option>` `` of the configuration page. */
function statedDefault(option: string): string {
  const body = parseMarkdown(
    fs.readFileSync(path.join(__dirname, '../../docs', CONFIG), 'utf8'),
  ).body;
  const section = splitSections(body).find((s) => s.title === `devServer.${option}`);
  const line = section && /^- Default: (.*)$/m.exec(section.content);
  if (!line) throw new Error(`${CONFIG}: no Default line under devServer.${option}`);
  return line[1]!;
}
const firstCode = (text: string) => /`([^`]+)`/.exec(text)?.[1];

/** webpack-dev-server 5 applies HotModuleReplacementPlugin to the compiler without listing it in `plugins`. */
const hmrPlugins = (compiler: AnyCompiler) =>
  (compiler.hooks.compilation.taps as { name: string }[]).filter(
    (t) => t.name === 'HotModuleReplacementPlugin',
  );
const isHotEntry = (name: string) => (e: string) =>
  new RegExp(`webpack[\\\\/]hot[\\\\/]${name}\\.js$`).test(e);

describe('webpack-dev-server 5 Node API: the constructor', () => {
  test('validates the options and throws a ValidationError', () => {
    expect(() => kit.create({ hot: 'yes' })).toThrow(
      expect.objectContaining({ name: 'ValidationError' }),
    );
    expect(
      kit.says(API, /constructor validates them and throws a `ValidationError`/),
    ).toMatchObject({ found: true });
  });

  test('creating a server starts nothing: no watch, no HTTP server, options as given', () => {
    const options = { hot: false };
    const { server, compiler } = kit.create(options);
    expect(compiler.watching).toBeUndefined();
    expect(server.server).toBeUndefined();
    expect(server.options).toEqual({ hot: false, setupExitSignals: false });
    // `options` is optional.
    expect(new kit.Server(undefined, kit.compiler()).options).toEqual({});
    expect(kit.says(API, /`options` is optional; without it, the defaults apply/)).toMatchObject({
      found: true,
    });
    expect(kit.says(API, /Creating the server does not start anything/)).toMatchObject({
      found: true,
    });
  });

  test("it ignores the configuration's devServer key: only the options passed count", async () => {
    const { server, compiler } = await kit.prepare(
      {},
      { webpack: { devServer: { hot: false, compress: false } } },
    );
    expect(server.options).toMatchObject({ hot: true, compress: true });
    expect((await kit.addedEntries(compiler)).some(isHotEntry('dev-server'))).toBe(true);
    expect(
      kit.says(API, /It does not read the `devServer` key of your configuration by itself/),
    ).toMatchObject({ found: true });
  });
});

describe('webpack-dev-server 5: the defaults start() normalises', () => {
  let options: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeAll(async () => {
    options = (await kit.prepare({}, { webpack: { infrastructureLogging: {} } })).server.options;
    // The kit passes setupExitSignals: false to keep this process's signal handlers; normalise
    // one server's options without it (normalizeOptions() alone opens nothing).
    const plain = new kit.Server({}, kit.compiler());
    await plain.normalizeOptions();
    options.setupExitSignals = plain.options.setupExitSignals;
  });

  test.each([
    'allowedHosts',
    'bonjour',
    'compress',
    'devMiddleware',
    'historyApiFallback',
    'hot',
    'liveReload',
    'setupExitSignals',
  ])('devServer.%s: the Default line is the normalised value', (option) => {
    const stated = evalLiteral(firstCode(statedDefault(option))!);
    expect(options[option]).toEqual(stated);
  });

  test('devServer.client: overlay, reconnect 10 and logging from infrastructureLogging.level', async () => {
    expect(options.client).toMatchObject({ overlay: true, reconnect: 10, logging: 'info' });
    const warn = await kit.prepare({}, { webpack: { infrastructureLogging: { level: 'warn' } } });
    expect(warn.server.options.client.logging).toBe('warn');
    expect(statedDefault('client')).toBe(
      '`{ overlay: true, reconnect: 10, logging: infrastructureLogging.level }`',
    );
  });

  test("open, server and webSocketServer: false, 'http', 'ws' at /ws", () => {
    expect(options.open).toEqual([]);
    expect(firstCode(statedDefault('open'))).toBe('false');
    expect(options.server).toEqual({ type: 'http', options: {} });
    expect(firstCode(statedDefault('server'))).toBe("'http'");
    expect(options.webSocketServer).toEqual({ type: 'ws', options: { path: '/ws' } });
    expect(statedDefault('webSocketServer')).toBe("`'ws'` at the path `/ws`");
  });

  test('static: public/ in the working directory, at /, listed and watched', () => {
    expect(options.static).toEqual([
      expect.objectContaining({
        directory: path.join(process.cwd(), 'public'),
        publicPath: ['/'],
        serveIndex: { icons: true },
        watch: expect.objectContaining({ ignoreInitial: true }),
      }),
    ]);
    expect(statedDefault('static')).toBe(
      'the `public` directory in the current working directory, served at `/` and watched.',
    );
  });

  test('host and port stay unset until start() resolves them; ipc: true is a socket in the temp folder', async () => {
    expect(options.host).toBeUndefined();
    expect(options.port).toBeUndefined();
    expect(statedDefault('host')).toMatch(/^not set/);
    const ipc = await kit.prepare({ ipc: true });
    expect(ipc.server.options.ipc).toBe(path.join(os.tmpdir(), 'webpack-dev-server.sock'));
    expect(
      kit.says(
        CONFIG,
        /`true` uses `webpack-dev-server\.sock` in the system's temporary directory/,
      ),
    ).toMatchObject({ found: true });
  });
});

describe('webpack-dev-server 5: the entries and plugins it adds', () => {
  test('by default the client, webpack/hot/dev-server and HotModuleReplacementPlugin', async () => {
    const { compiler } = await kit.prepare({});
    const entries = await kit.addedEntries(compiler);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/webpack-dev-server[\\/]client[\\/]index\.js\?/);
    expect(isHotEntry('dev-server')(entries[1]!)).toBe(true);
    expect(hmrPlugins(compiler)).toHaveLength(1);
    expect(
      kit.says(
        CONFIG,
        /The server adds the HMR plugin and client itself; you do not need to add `HotModuleReplacementPlugin`/,
      ),
    ).toMatchObject({ found: true });
  });

  test('with HotModuleReplacementPlugin already in plugins it applies no second one and warns', async () => {
    const warnings: string[] = [];
    const { compiler } = await kit.prepare(
      {},
      {
        webpack: { plugins: [new kit.webpack.HotModuleReplacementPlugin()] },
        beforeServer: (c) =>
          c.hooks.infrastructureLog.tap('test', (_name: string, type: string, args: unknown[]) => {
            if (type === 'warn') warnings.push(String(args[0]));
          }),
      },
    );
    expect(hmrPlugins(compiler)).toHaveLength(1);
    expect(warnings.join('\n')).toMatch(
      /automatically applies HMR plugin, you don't have to add it/,
    );
    expect(
      kit.says(
        'plugins/hot-module-replacement-plugin.md',
        /if it finds your instance, it uses that one and logs a warning that you do not need it/,
      ),
    ).toMatchObject({ found: true });
    expect(
      kit.says('guides/hot-module-replacement.md', /the dev server prints a warning if you do/),
    ).toMatchObject({ found: true });
  });

  test("hot: 'only' adds webpack/hot/only-dev-server; hot: false no HMR entry or plugin", async () => {
    const only = await kit.prepare({ hot: 'only' });
    expect((await kit.addedEntries(only.compiler)).some(isHotEntry('only-dev-server'))).toBe(true);
    const off = await kit.prepare({ hot: false });
    const entries = await kit.addedEntries(off.compiler);
    expect(entries).toHaveLength(1);
    expect(hmrPlugins(off.compiler)).toHaveLength(0);
  });

  test('client: false leaves the client out; webSocketServer: false adds nothing at all', async () => {
    const noClient = await kit.prepare({ client: false });
    expect((await kit.addedEntries(noClient.compiler)).some((e) => e.includes('client'))).toBe(
      false,
    );
    const noSocket = await kit.prepare({ webSocketServer: false });
    expect(await kit.addedEntries(noSocket.compiler)).toEqual([]);
    expect(hmrPlugins(noSocket.compiler)).toHaveLength(0);
    expect(
      kit.says(CONFIG, /`false` leaves the script out \(no live reload or hot updates\)/),
    ).toMatchObject({ found: true });
    expect(
      kit.says(CONFIG, /`false` turns it off \(and with it hot replacement and live reload\)/),
    ).toMatchObject({ found: true });
  });

  test("client.webSocketTransport follows webSocketServer: 'sockjs' gives the SockJS client", async () => {
    const { server } = await kit.prepare({ webSocketServer: 'sockjs' });
    expect(server.getClientTransport()).toMatch(/client[\\/]clients[\\/]SockJSClient\.js$/);
    const plain = await kit.prepare({});
    expect(plain.server.getClientTransport()).toMatch(/WebSocketClient\.js$/);
    expect(
      kit.says(CONFIG, /`webSocketTransport` \| .+? \| matches `webSocketServer` \|/),
    ).toMatchObject({
      found: true,
    });
  });
});

describe('webpack-dev-server 5 client: where it connects', () => {
  const socketFor = async (options: Record<string, unknown>, page = PAGE) =>
    kit.clientSocket(await kit.clientEntry((await kit.prepare(options)).compiler), page);

  test('the client logs which features the server turned on', async () => {
    expect((await socketFor({})).info).toContain(
      'Server started: Hot Module Replacement enabled, Live Reloading enabled, Progress disabled, Overlay enabled.',
    );
    expect((await socketFor({ hot: false })).info!.join('\n')).toMatch(
      /Hot Module Replacement disabled/,
    );
    expect(
      kit.says(
        'guides/hot-module-replacement.md',
        /a `\[webpack-dev-server\] Server started:` line that says `Hot Module Replacement enabled`/,
      ),
    ).toMatchObject({ found: true });
  });

  test("with host and port unset it takes the page's host name and port, at /ws", async () => {
    expect((await socketFor({})).url).toBe('ws://dev.example.test:3000/ws');
    expect((await socketFor({}, 'https://dev.example.test:3000/')).url).toBe(
      'wss://dev.example.test:3000/ws',
    );
    // …but with a host set, an HTTPS page still gets ws: (the server's own protocol).
    expect((await socketFor({ host: 'localhost' }, 'https://dev.example.test:3000/')).url).toBe(
      'ws://localhost:3000/ws',
    );
    expect(
      kit.says(
        CONFIG,
        /`ws:`, or `wss:` for an HTTPS server \(and for an HTTPS page when `host` is not set\)/,
      ),
    ).toMatchObject({ found: true });
  });

  test('the host and port options, and a webSocketServer path, replace them', async () => {
    // start() with ipc resolves no port (lib/Server.js start()), so the client keeps the page's.
    expect((await socketFor({ ipc: true })).url).toBe('ws://dev.example.test:3000/ws');
    expect((await socketFor({ host: 'localhost', port: 4000 })).url).toBe('ws://localhost:4000/ws');
    expect(
      (await socketFor({ webSocketServer: { type: 'ws', options: { path: '/hmr' } } })).url,
    ).toBe('ws://dev.example.test:3000/hmr');
    expect(
      (await socketFor({ client: { webSocketURL: 'wss://dev.example.com:8443/hmr' } })).url,
    ).toBe('wss://dev.example.com:8443/hmr');
    // The page's own example: a page served through a proxy at https://dev.example.com/.
    expect(
      (
        await socketFor(
          { client: { webSocketURL: 'wss://dev.example.com:443/ws' } },
          'https://dev.example.com/',
        )
      ).url,
    ).toBe('wss://dev.example.com/ws');
    expect(kit.says(CONFIG, /webSocketURL: 'wss:\/\/dev\.example\.com:443\/ws'/)).toMatchObject({
      found: true,
    });
  });

  test("under start() with no port the client gets the port start() found, not the page's", async () => {
    const port = await freeLoopbackPort();
    const spy = jest.spyOn(kit.Server, 'getFreePort').mockResolvedValueOnce(port);
    try {
      const { server, compiler } = kit.create({ host: '127.0.0.1' });
      await server.start();
      expect(spy).toHaveBeenCalledWith(undefined, '127.0.0.1');
      expect(server.server.address().port).toBe(port);
      expect(kit.clientSocket(await kit.clientEntry(compiler), PAGE).url).toBe(
        `ws://127.0.0.1:${port}/ws`,
      );
      await server.stop();
    } finally {
      spy.mockRestore();
    }
    expect(
      kit.says(
        CONFIG,
        /`webSocketURL` \| .+ \| the `host` option, else the page's host name; the port the server listens on \(the page's with `ipc`\); `\/ws`/,
      ),
    ).toMatchObject({ found: true });
  });

  test("webSocketURL 'auto://0.0.0.0:0/ws' takes protocol, host name and port from the page", async () => {
    const auto = { host: '0.0.0.0', client: { webSocketURL: 'auto://0.0.0.0:0/ws' } };
    expect((await socketFor(auto, 'http://webpack-demo.test:8080/')).url).toBe(
      'ws://webpack-demo.test:8080/ws',
    );
    expect((await socketFor(auto, 'https://webpack-demo.test/')).url).toBe(
      'wss://webpack-demo.test/ws',
    );
    expect((await socketFor(auto, 'http://webpack-demo.test/')).url).toBe(
      'ws://webpack-demo.test/ws',
    );
    const vagrant = 'guides/development-vagrant.md';
    expect(
      kit.says(
        vagrant,
        /`auto:` stands for `ws:` or `wss:` to match the page's protocol, `0\.0\.0\.0` for the host name in the address bar, and port `0` for the page's port/,
      ),
    ).toMatchObject({ found: true });
    expect(kit.says(vagrant, /the page opens its WebSocket on port 80 as well/)).toMatchObject({
      found: true,
    });
  });

  test('reconnect: 10 by default, true retries forever, false never', async () => {
    expect((await socketFor({})).reconnect).toBe(10);
    expect((await socketFor({ client: { reconnect: true } })).reconnect).toBe(Infinity);
    expect((await socketFor({ client: { reconnect: false } })).reconnect).toBe(0);
    expect(kit.says(CONFIG, /`true` retries forever, `false` never/)).toMatchObject({
      found: true,
    });
  });

  test('a static-changed message sent with server.sendMessage reloads the page', async () => {
    const socket = await socketFor({});
    const sent: string[] = [];
    const { server } = kit.create({});
    server.sendMessage(
      [{ readyState: 1, send: (m: string) => sent.push(m) }],
      'static-changed',
      'a.html',
    );
    const message = JSON.parse(sent[0]!) as { type: string; data: string };
    expect(message).toMatchObject({ type: 'static-changed', data: 'a.html' });
    socket.handlers![message.type]!(message.data);
    expect(socket.reloads!()).toBe(1);
    expect(kit.says(API, /types such as `static-changed`, which reloads the page/)).toMatchObject({
      found: true,
    });
  });
});

describe('webpack-dev-server 5: hot and liveReload when an update fails', () => {
  test('hot: true reloads the page from webpack/hot/dev-server, liveReload or not', async () => {
    const { compiler } = await kit.prepare({ hot: true, liveReload: false });
    const hotEntry = (await kit.addedEntries(compiler)).find(isHotEntry('dev-server'))!;
    expect(await reloadsOnFailedUpdate(hotEntry)).toBe(1);
    expect(
      kit.says(CONFIG, /`webpack\/hot\/dev-server` reloads the page, whatever `liveReload` says/),
    ).toMatchObject({ found: true });
    expect(kit.says(CONFIG, /the page reloads \(unless/)).toMatchObject({ found: false });
    expect(
      kit.says(
        'api/hot-module-replacement.md',
        /its HMR client \(`webpack\/hot\/dev-server`\) then reloads the whole page, whatever `liveReload` says/,
      ),
    ).toMatchObject({ found: true });
    expect(
      kit.says('api/hot-module-replacement.md', /unless you turned its `liveReload` option off/),
    ).toMatchObject({ found: false });
    expect(kit.says(CONFIG, /hot replacement is off or cannot apply the change/)).toMatchObject({
      found: false,
    });
  });

  test("hot: 'only' never reloads", async () => {
    const { compiler } = await kit.prepare({ hot: 'only' });
    const hotEntry = (await kit.addedEntries(compiler)).find(isHotEntry('only-dev-server'))!;
    expect(await reloadsOnFailedUpdate(hotEntry)).toBe(0);
    expect(
      kit.says(
        CONFIG,
        /`'only'` uses `webpack\/hot\/only-dev-server` instead, which never falls back to a reload/,
      ),
    ).toMatchObject({ found: true });
  });
});

describe("webpack-dev-server 5: allowedHosts: 'auto'", () => {
  test('allows localhost, *.localhost, IP addresses, the host option and webSocketURL.hostname', async () => {
    const { server } = await kit.prepare({
      host: 'dev.test',
      client: { webSocketURL: { hostname: 'proxy.test' } },
    });
    const allowed = (host: string) => server.isValidHost({ host }, 'host');
    for (const host of [
      'localhost:8080',
      'app.localhost',
      '192.168.1.5:8080',
      '[::1]:8080',
      'dev.test',
      'proxy.test:443',
    ])
      expect([host, allowed(host)]).toEqual([host, true]);
    expect(allowed('evil.example:8080')).toBe(false);
    const dotted = await kit.prepare({ allowedHosts: ['.example.com'] });
    expect(dotted.server.isValidHost({ host: 'example.com' }, 'host')).toBe(true);
    expect(dotted.server.isValidHost({ host: 'a.b.example.com' }, 'host')).toBe(true);
    expect(
      kit.says(
        CONFIG,
        /`'auto'` allows `localhost`, `\*\.localhost`, IP addresses, the `host` you set and the host name of `client\.webSocketURL`/,
      ),
    ).toMatchObject({ found: true });
  });
});

describe('webpack-dev-server 5: start(), stop() and their callback forms', () => {
  test('start() listens, then attaches the WebSocket server and calls onListening, without waiting for the build; stop() closes all of it', async () => {
    const events: unknown[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const { server, compiler } = kit.create(
      {
        host: '127.0.0.1',
        port: 0,
        client: false,
        hot: false,
        static: false,
        onListening: (s: AnyServer) =>
          events.push(['onListening', s.server.listening, Boolean(s.webSocketServer)]),
      },
      { realWatch: true, webpack: { stats: 'none' } },
    );
    compiler.hooks.make.tapPromise('test-gate', () => gate);
    compiler.hooks.done.tap('test-count', () => void (builds += 1));
    const createWebSocketServer = server.createWebSocketServer as () => void;
    server.createWebSocketServer = function (this: AnyServer) {
      events.push(['webSocketServer', this.server.listening]);
      createWebSocketServer.call(this);
    };

    await server.start();
    expect(events).toEqual([
      ['webSocketServer', true],
      ['onListening', true, true],
    ]);
    expect(builds).toBe(0);
    const httpServer = server.server as http.Server;
    expect(httpServer).toBeInstanceOf(http.Server);
    expect(httpServer.address()).toMatchObject({ address: '127.0.0.1' });
    expect(server.options.open).toEqual([]); // normalised: open unset becomes []
    expect(server.options.webSocketServer).toEqual({ type: 'ws', options: { path: '/ws' } });
    // webpack-dev-middleware started webpack's watch mode; stop() must end it.
    const watching = compiler.watching as { closed: boolean };
    expect(watching.closed).toBe(false);

    release();
    await new Promise<void>((resolve) => server.middleware.waitUntilValid(() => resolve()));
    expect(builds).toBe(1);
    const rebuilt = new Promise<void>((resolve) =>
      compiler.hooks.done.tap('test-rebuilt', () => resolve()),
    );
    server.invalidate();
    await rebuilt;
    expect(builds).toBe(2);

    await server.stop();
    expect(httpServer.listening).toBe(false);
    expect(server.server).toBeUndefined();
    expect(server.webSocketServer).toBeNull();
    expect(server.middleware).toBeUndefined();
    expect(watching.closed).toBe(true);

    expect(
      kit.says(
        API,
        /sets up the middleware and the HTTP server and starts listening; then it creates the WebSocket server, logs the addresses and calls `onListening`/,
      ),
    ).toMatchObject({ found: true });
    expect(kit.says(API, /The first build runs in the background/)).toMatchObject({ found: true });
    expect(kit.says(API, /which also ends the compiler's watch mode/)).toMatchObject({
      found: true,
    });
  });

  test('startCallback and stopCallback call back with no argument, or with the error', async () => {
    const ok = kit.create({ host: '127.0.0.1', port: 0, static: false });
    expect(
      await new Promise((resolve) =>
        ok.server.startCallback((...args: unknown[]) => resolve(args)),
      ),
    ).toEqual([]);
    expect(ok.server.server.listening).toBe(true);
    expect(
      await new Promise((resolve) => ok.server.stopCallback((...args: unknown[]) => resolve(args))),
    ).toEqual([]);
    const bad = kit.create({ host: '127.0.0.1', port: 0, static: 'http://example.test/' });
    const [error] = await new Promise<unknown[]>((resolve) =>
      bad.server.startCallback((...args: unknown[]) => resolve(args)),
    );
    expect(error).toBeInstanceOf(Error);
    expect(kit.says(API, /The callback receives an error if starting failed/)).toMatchObject({
      found: true,
    });
  });

  test('server.app is an Express application unless the app option returns one', async () => {
    const express = createRequire(path.join(kit.packageDir, 'package.json'))('express') as () => {
      use: unknown;
    };
    const { server } = await kit.prepare({});
    expect(typeof server.app.use).toBe('function');
    expect(typeof server.app.get).toBe('function');
    const own = express();
    const custom = await kit.prepare({ app: () => own });
    expect(custom.server.app).toBe(own);
    expect(
      kit.says(
        API,
        /`server\.app` the Express application \(or the one the `app` option returns\)/,
      ),
    ).toMatchObject({ found: true });
  });

  test('server.logger is the infrastructure logger named webpack-dev-server', () => {
    const { server, compiler } = kit.create({});
    const names: string[] = [];
    compiler.hooks.infrastructureLog.tap('test', (name: string) => void names.push(name));
    server.logger.warn('probe');
    expect(names).toEqual(['webpack-dev-server']);
    expect(
      kit.says(API, /`server\.logger` is the infrastructure logger named `webpack-dev-server`/),
    ).toMatchObject({ found: true });
  });
});

describe('webpack-dev-server 5: the static helpers', () => {
  test('getFreePort returns a port that is given', async () => {
    expect(await kit.Server.getFreePort(3000, '127.0.0.1')).toBe(3000);
    expect(await kit.Server.getFreePort('3000', '127.0.0.1')).toBe('3000');
    expect(
      kit.says(API, /`Server\.getFreePort\(port, host\)` returns `port` when one is given/),
    ).toMatchObject({
      found: true,
    });
  });

  test('without a port it searches upward from 8080 or WEBPACK_DEV_SERVER_BASE_PORT, and retries a failed search', async () => {
    const { stdout } = await freePortRun;
    const result = JSON.parse(stdout) as Record<string, number | string>;
    expect(result.found).toBeGreaterThan(result.taken as number);
    expect(result.base).toBe(8080);
    expect(result).toMatchObject({ calls: 2, error: 'no port' });
    expect(
      kit.says(
        API,
        /looks for a free port upward from `8080`, or from the value of the `WEBPACK_DEV_SERVER_BASE_PORT` environment variable/,
      ),
    ).toMatchObject({ found: true });
    expect(kit.says(API, /tries 3 times/)).toMatchObject({ found: false });
    expect(
      kit.says(
        API,
        /repeats a search that failed up to 3 more times \(`WEBPACK_DEV_SERVER_PORT_RETRY`/,
      ),
    ).toMatchObject({ found: true });
  });

  test('internalIP and internalIPSync give the same non-internal address; schema is lib/options.json', async () => {
    for (const family of ['v4', 'v6']) {
      const address = kit.Server.internalIPSync(family) as string | undefined;
      expect(await kit.Server.internalIP(family)).toBe(address);
      if (address) {
        const bare = address.replace(/^\[|\]$/g, '');
        const iface = Object.values(os.networkInterfaces())
          .flat()
          .find((i) => i?.address === bare);
        expect(iface?.internal).toBe(false);
      }
    }
    expect(kit.Server.schema).toEqual(
      JSON.parse(fs.readFileSync(path.join(kit.packageDir, 'lib/options.json'), 'utf8')),
    );
    expect(
      kit.says(
        API,
        /`Server\.internalIP\(family\)` resolves to the local network address for `'v4'` or `'v6'`; `Server\.internalIPSync\(family\)` returns it directly/,
      ),
    ).toMatchObject({ found: true });
    expect(kit.says(API, /`Server\.schema` is the JSON schema of the options/)).toMatchObject({
      found: true,
    });
  });

  test('the package needs the Node.js version the page names', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(kit.packageDir, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const min = /^>=\s*(\S+)$/.exec(pkg.engines.node)?.[1];
    expect(
      kit.says(
        API,
        new RegExp(
          `webpack-dev-server ${kit.packageVersion.split('.')[0]}, which needs Node\\.js ${min} or later`,
        ),
      ),
    ).toMatchObject({ found: true });
    expect(
      kit.says(
        CONFIG,
        new RegExp(`webpack-dev-server ${kit.packageVersion.split('.').slice(0, 2).join('\\.')}`),
      ),
    ).toMatchObject({ found: true });
  });
});

describe('webpack-dev-server 5: the Type lines of configuration/dev-server.md', () => {
  // configuration-defaults.test.ts leaves this page out (webpack's schema only knows `devServer`
  // as an object); here each devServer.* Type line meets webpack-dev-server's own schema.
  test('every devServer.* Type line names the kinds lib/options.json accepts', () => {
    const schema = kit.Server.schema as JsonSchema;
    const source = fs.readFileSync(path.join(__dirname, '../../docs', CONFIG), 'utf8');
    const lines = statedLines('dev-server.md', source).filter(
      (l) => l.kind === 'Type' && l.heading.startsWith('devServer.'),
    );
    expect(lines.length).toBeGreaterThan(20);
    const failures = lines.flatMap((line) => {
      const where = `${CONFIG}:${line.line} ${line.heading}`;
      const nodes = schemasAtPath(schema, line.heading.slice('devServer.'.length));
      if (nodes.length === 0) return [`${where}: not an option of lib/options.json`];
      const stated = parseTypeList(line.text);
      if (stated.kind === 'unparsed') return [`${where}: unparsed (${stated.reason})`];
      const real = schemaTypeKinds(schema, nodes.length === 1 ? nodes[0]! : { anyOf: nodes });
      return compareTypeKinds(where, stated, real).map((f) => `${f.where}: ${f.message}`);
    });
    expect(failures).toEqual([]);
  });
});
