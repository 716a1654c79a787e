/**
 * What the webpack 4 pages say webpack-dev-server 3.11.3 does at run time,
 * checked against a live `Server` from tooling/webpack4 (no browser, no port:
 * the server is created and closed, never listened on):
 *
 * - the constructor adds the client entries (and webpack/hot/dev-server with
 *   `hot`) and HotModuleReplacementPlugin to the compiler it is given, so a
 *   Node API user need not call addDevServerEntrypoints
 *   (guides/hot-module-replacement.md, api/webpack-dev-server.md);
 * - the Node API reads `progress` and `profile` (configuration/dev-server.md);
 * - the socket URL the client computes from its entry query: the host comes
 *   from `host` (`localhost` unless set), the page's own host name only for
 *   `host: '0.0.0.0'`, and the port is the page's (configuration/dev-server.md:
 *   `public`, `sockHost`, `sockPort`).
 *
 * Each test asserts the sentence on the page and the behaviour behind it, so
 * the old wording put back fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdown } from '../../../plugins/content-model/lib/markdown';
import { plainProse } from '../../helpers/stated-defaults';
import { V4_DOCS, require4 } from '../../helpers/webpack4';

/* eslint-disable @typescript-eslint/no-explicit-any -- webpack 4 and webpack-dev-server 3 ship no types here */
const webpack4 = require4('webpack') as any;
const Server = require4('webpack-dev-server') as any;
const createSocketUrl = require4('webpack-dev-server/client/utils/createSocketUrl') as (
  resourceQuery: string,
  location: string,
) => string;

const prose = (page: string) =>
  plainProse(parseMarkdown(fs.readFileSync(path.join(V4_DOCS, page), 'utf8')).body);
/** Whether a page says something, as `{ page, pattern, found }` so a failure names both and not the whole page. */
const says = (page: string, pattern: RegExp) => ({
  page,
  pattern: String(pattern),
  found: pattern.test(prose(page)),
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-v4-'));
fs.mkdirSync(path.join(dir, 'src'));
fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('index');\n");
const servers: any[] = [];

/** A webpack 4 compiler for the fixture and a dev server around it (not listening). */
function serve(options: Record<string, unknown>) {
  const compiler = webpack4({
    mode: 'development',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist') },
  });
  // webpack-dev-middleware starts watching (and building) at once; nothing here needs a build.
  compiler.watch = () => ({ close: (callback: () => void) => callback(), invalidate() {} });
  const server = new Server(compiler, { logLevel: 'silent', ...options });
  servers.push(server);
  return { compiler, server };
}

/** The client entry the constructor added, with the query the client reads its server address from. */
function clientEntry(compiler: any): string {
  const entries = compiler.options.entry.main as string[];
  const client = entries.find((e) => e.includes('webpack-dev-server/client/index.js?'));
  if (!client) throw new Error(`no client entry in ${JSON.stringify(entries)}`);
  return client;
}
const socketUrl = (compiler: any, pageLocation: string) =>
  createSocketUrl(clientEntry(compiler).replace(/^[^?]*/, ''), pageLocation);

afterAll(async () => {
  // close() waits for the (stubbed) watcher and the sockets of every server created above.
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('webpack-dev-server 3 Node API: what the constructor does to the compiler', () => {
  test('with hot: true it adds the client, webpack/hot/dev-server and HotModuleReplacementPlugin itself', () => {
    const { compiler } = serve({ hot: true });
    const entries = compiler.options.entry.main as string[];
    expect(entries[entries.length - 1]).toBe('./src/index.js');
    expect(entries.some((e) => e.includes('webpack-dev-server/client/index.js?'))).toBe(true);
    expect(entries.some((e) => /webpack[\\/]hot[\\/]dev-server\.js$/.test(e))).toBe(true);
    expect(
      compiler.options.plugins.filter(
        (p: unknown) => p instanceof webpack4.HotModuleReplacementPlugin,
      ),
    ).toHaveLength(1);
    expect(
      says(
        'guides/hot-module-replacement.md',
        /Node\.js API.{0,120}the constructor of version 3 adds the client and the HMR entries/,
      ),
    ).toMatchObject({ found: true });
    expect(
      says('guides/hot-module-replacement.md', /version 3 does not change the entries/),
    ).toMatchObject({ found: false });
  });

  test('with inline: false it adds no client entry', () => {
    const { compiler } = serve({ inline: false });
    expect(compiler.options.entry.main).toBe('./src/index.js');
  });

  test('the Node API reads progress and profile: it applies ProgressPlugin with profile', () => {
    const progress = serve({ progress: true, profile: true });
    const without = serve({});
    const progressTaps = (compiler: any) =>
      compiler.hooks.compilation.taps.filter((t: { name: string }) => t.name === 'ProgressPlugin');
    expect(progressTaps(progress.compiler).length).toBeGreaterThan(0);
    expect(progressTaps(without.compiler)).toHaveLength(0);
    expect(says('configuration/dev-server.md', /the Node\.js API ignores it/)).toMatchObject({
      found: false,
    });
    expect(says('configuration/dev-server.md', /Command line only/)).toMatchObject({
      found: false,
    });
  });
});

describe('webpack-dev-server 3 client: which socket URL it computes', () => {
  test('by default it connects to localhost (the `host` option) on the port the page came from', () => {
    const { compiler } = serve({});
    expect(socketUrl(compiler, 'http://dev.example.test:3000/')).toBe(
      'http://localhost:3000/sockjs-node',
    );
    for (const option of ['public', 'sockHost'])
      expect(
        says(
          'configuration/dev-server.md',
          new RegExp(
            `devServer\\.${option}\` - Type: \`string\` - Default: not set — the \`host\` option`,
          ),
        ),
      ).toMatchObject({ found: true });
  });

  test("with host: '0.0.0.0' it takes the page's host name", () => {
    const { compiler } = serve({ host: '0.0.0.0' });
    expect(socketUrl(compiler, 'http://dev.example.test:3000/')).toBe(
      'http://dev.example.test:3000/sockjs-node',
    );
  });

  test('public, sockHost and sockPort replace the host and the port', () => {
    expect(
      socketUrl(serve({ public: 'dev.example.test:443' }).compiler, 'http://localhost:8080/'),
    ).toBe('http://dev.example.test:443/sockjs-node');
    expect(
      socketUrl(
        serve({ sockHost: 'sock.example.test', sockPort: 8081 }).compiler,
        'http://localhost:8080/',
      ),
    ).toBe('http://sock.example.test:8081/sockjs-node');
    expect(
      says(
        'configuration/dev-server.md',
        /devServer\.sockPort`? - Type: `number \| string \| null` - Default: not set — the port the page was loaded from/,
      ),
    ).toMatchObject({ found: true });
  });
});
