import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { atomicWriteFile, buildExample, EXAMPLES_DIR } from '../helpers/build-example';
import { createBrowserSandbox, type BrowserSandbox } from '../helpers/browser-sandbox';
import { copyExample } from '../helpers/example-copy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadConfig = (file: string) => require(file) as webpack.Configuration;

const compile = (config: webpack.Configuration) =>
  new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (err, stats) =>
      err || !stats ? reject(err ?? new Error('no stats')) : resolve(stats),
    );
  });

const waitFor = async <T>(
  what: string,
  fn: () => Promise<T | undefined> | T | undefined,
  details = () => '',
) => {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.\n${details()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Starts webpack in watch mode on a copy of an example, as `npx webpack --watch` would from that folder. */
async function watchCopy(
  example: string,
  adjust: (config: webpack.Configuration) => webpack.Configuration,
) {
  const copy = copyExample(example);
  const config = adjust(loadConfig(path.join(copy.dir, 'webpack.config.js')));
  const compiler = webpack({
    ...config,
    context: copy.dir,
    infrastructureLogging: { level: 'error' },
  });
  // The page polls hot-update.json while webpack may still be writing it; an atomic
  // write (temporary name, then rename) means it never reads half a file.
  const atomicFs = Object.create(fs) as typeof fs;
  atomicFs.writeFile = atomicWriteFile() as unknown as typeof fs.writeFile;
  compiler.outputFileSystem = atomicFs as unknown as typeof compiler.outputFileSystem;
  const state = { builds: 0, errors: '' };
  compiler.hooks.done.tap('test', (stats) => {
    if (stats.hasErrors()) state.errors += stats.toString({ all: false, errors: true });
    state.builds += 1;
  });
  const watching = compiler.watch({ aggregateTimeout: 50 }, () => undefined);
  if (!watching) throw new Error('compiler.watch() returned no Watching');
  const close = () =>
    new Promise<void>((resolve) => {
      watching.close(() => {
        copy.remove();
        resolve();
      });
    });
  await waitFor('the first build', () => (state.builds >= 1 ? true : undefined));
  if (state.errors) {
    await close();
    throw new Error(state.errors);
  }
  return { dir: copy.dir, outputPath: path.join(copy.dir, 'dist'), state, close };
}

describe('examples/hot-module-replacement (browser, webpack-dev-server)', () => {
  const config = loadConfig(path.join(EXAMPLES_DIR, 'hot-module-replacement/webpack.config.js'));

  it('has a configuration webpack accepts, with hot enabled for the dev server', () => {
    expect(() => webpack.validate(config)).not.toThrow();
    expect(config.devServer).toEqual({ hot: true });
  });

  it('drops the module.hot block from a build that does not enable HMR', async () => {
    const build = await buildExample('hot-module-replacement');
    const code = build.read('main.bundle.js');
    expect(code).toContain('formatCount');
    expect(code).not.toContain('.hot.accept');
    expect(code).not.toContain('hot-update.json');
  }, 60_000);

  it('includes the HMR runtime and the accept handler once the dev server adds its plugin and client', async () => {
    // What `hot: true` makes webpack-dev-server do: apply HotModuleReplacementPlugin
    // and add webpack/hot/dev-server to the entry. No server runs in this test.
    const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'example-hmr-'));
    const stats = await compile({
      ...config,
      context: path.join(EXAMPLES_DIR, 'hot-module-replacement'),
      entry: ['webpack/hot/dev-server', config.entry as string],
      plugins: [...(config.plugins ?? []), new webpack.HotModuleReplacementPlugin()],
      output: { ...config.output, path: outputPath },
      infrastructureLogging: { level: 'error' },
    });
    expect(stats.hasErrors()).toBe(false);
    const code = fs.readFileSync(path.join(outputPath, 'main.bundle.js'), 'utf8');
    expect(code).toContain('__webpack_require__.hmrM');
    expect(code).toContain('hot-update.json');
    expect(code).toMatch(
      /module\.hot\.accept\(\s*\/\*! \.\/message\.js \*\/\s*"\.\/src\/message\.js"/,
    );
    expect(code).toContain('[HMR] Checking for updates on the server...');
  }, 60_000);

  describe('an edit to message.js while the page runs', () => {
    let session: Awaited<ReturnType<typeof watchCopy>> | undefined;
    let page: BrowserSandbox | undefined;
    afterAll(async () => {
      page?.close();
      await session?.close();
    });

    it('replaces the module in place and keeps the click count', async () => {
      // webpack/hot/poll stands in for the dev server's WebSocket client: it asks
      // for an update every 100 ms instead of waiting for a push.
      session = await watchCopy('hot-module-replacement', (c) => ({
        ...c,
        entry: ['webpack/hot/poll?100', c.entry as string],
        plugins: [...(c.plugins ?? []), new webpack.HotModuleReplacementPlugin()],
      }));
      const { outputPath } = session;
      const p = createBrowserSandbox({ outputPath });
      page = p;
      p.runScript('main.bundle.js');
      const [button, label] = p.document.body.children;
      button!.click();
      button!.click();
      expect(label!.textContent).toBe('You clicked 2 times');

      fs.writeFileSync(
        path.join(session.dir, 'src/message.js'),
        'export function formatCount(count) {\n  return `Clicks so far: ${count}`;\n}\n',
      );
      await waitFor(
        'the update to reach the page',
        () => (label!.textContent === 'Clicks so far: 2' ? true : undefined),
        () =>
          `builds: ${session?.state.builds}, errors: ${session?.state.errors}\nlogs: ${JSON.stringify(p.logs)}`,
      );
      expect(p.document.body.children).toHaveLength(2); // the same button and label, not a reload
      expect(p.logs.flat().join('\n')).toContain('[HMR] Updated modules:');
      expect(p.logs.flat()).not.toContain('[page reload requested]');
    }, 60_000);
  });
});

describe('examples/hot-module-replacement/node (HotModuleReplacementPlugin without a dev server)', () => {
  it('builds a Node.js bundle with the HMR runtime and the polling client', async () => {
    const build = await buildExample('hot-module-replacement/node');
    expect(build.files).toEqual(['server.js']);
    const code = build.read('server.js');
    expect(code).toContain('__webpack_require__.hmrM');
    expect(code).toContain('webpack/hot/poll.js?1000');
    expect(code).toMatch(/module\.hot\.accept\(\s*\/\*! \.\/handler\.js \*\//);
  }, 60_000);

  describe('an edit to handler.js while the server runs', () => {
    let session: Awaited<ReturnType<typeof watchCopy>> | undefined;
    let server: ChildProcess | undefined;
    let serverOutput = '';
    afterAll(async () => {
      server?.kill();
      await session?.close();
    });

    const get = (port: number) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/hello' }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });

    it('serves the new handler without restarting the process', async () => {
      session = await watchCopy('hot-module-replacement/node', (c) => c);
      const port = 30000 + Math.floor(Math.random() * 20000);
      const child = spawn(process.execPath, [path.join(session.outputPath, 'server.js')], {
        env: { ...process.env, PORT: String(port) },
      });
      server = child;
      child.stdout.on('data', (d: Buffer) => (serverOutput += d.toString()));
      child.stderr.on('data', (d: Buffer) => (serverOutput += d.toString()));
      const details = () =>
        `server output:\n${serverOutput}\nbuild errors: ${session?.state.errors}`;

      expect(await waitFor('the server', () => get(port), details)).toBe('You asked for /hello\n');

      fs.writeFileSync(
        path.join(session.dir, 'src/handler.js'),
        'export function handle(request, response) {\n  response.end(`Updated: ${request.url}\\n`);\n}\n',
      );
      const body = await waitFor(
        'the update',
        async () => {
          const text = await get(port);
          return text.startsWith('Updated') ? text : undefined;
        },
        details,
      );
      expect(body).toBe('Updated: /hello\n');
      expect(child.exitCode).toBeNull();
      expect(serverOutput).toContain('[HMR] Updated modules:');
    }, 60_000);
  });
});
