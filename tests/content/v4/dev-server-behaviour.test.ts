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
 * The twin for webpack-dev-server 5 is tests/content/dev-server-behaviour.test.ts; both drive
 * the server through tests/helpers/dev-server.ts.
 *
 * Each test asserts the sentence on the page and the behaviour behind it, so
 * the old wording put back fails here.
 */
import { devServerKit, type AnyCompiler } from '../../helpers/dev-server';

const kit = devServerKit('4');
const says = kit.says;
const serve = (options: Record<string, unknown>) => kit.create(options);
const socketUrl = async (compiler: AnyCompiler, pageLocation: string) =>
  kit.clientSocket(await kit.clientEntry(compiler), pageLocation).url;

// close() waits for the (stubbed) watcher and the sockets of every server created here.
afterAll(() => kit.closeAll());

describe('webpack-dev-server 3 Node API: what the constructor does to the compiler', () => {
  test('with hot: true it adds the client, webpack/hot/dev-server and HotModuleReplacementPlugin itself', () => {
    const { compiler } = serve({ hot: true });
    const entries = compiler.options.entry.main as string[];
    expect(entries[entries.length - 1]).toBe('./src/index.js');
    expect(entries.some((e) => e.includes('webpack-dev-server/client/index.js?'))).toBe(true);
    expect(entries.some((e) => /webpack[\\/]hot[\\/]dev-server\.js$/.test(e))).toBe(true);
    expect(
      compiler.options.plugins.filter(
        (p: unknown) => p instanceof kit.webpack.HotModuleReplacementPlugin,
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
    const progressTaps = (compiler: AnyCompiler) =>
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
  test('by default it connects to localhost (the `host` option) on the port the page came from', async () => {
    const { compiler } = serve({});
    expect(await socketUrl(compiler, 'http://dev.example.test:3000/')).toBe(
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

  test("with host: '0.0.0.0' it takes the page's host name", async () => {
    const { compiler } = serve({ host: '0.0.0.0' });
    expect(await socketUrl(compiler, 'http://dev.example.test:3000/')).toBe(
      'http://dev.example.test:3000/sockjs-node',
    );
  });

  test('public, sockHost and sockPort replace the host and the port', async () => {
    expect(
      await socketUrl(serve({ public: 'dev.example.test:443' }).compiler, 'http://localhost:8080/'),
    ).toBe('http://dev.example.test:443/sockjs-node');
    expect(
      await socketUrl(
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
