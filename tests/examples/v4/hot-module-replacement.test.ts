/**
 * versioned_docs/version-4/guides/hot-module-replacement.md: webpack-dev-server
 * 3 with hot: true adds HotModuleReplacementPlugin and webpack/hot/dev-server
 * to the build and serves hot updates after an edit; in the page, webpack 4's
 * HMR runtime (manifest by XMLHttpRequest, update chunk by <script>) swaps
 * message.js in place and index.js keeps its state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  atomicWriteFile,
  buildExample4,
  prepareV4Example,
  requireWebpack4Package,
} from '../../helpers/build-example';
import { createBrowserSandbox, type BrowserSandbox } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- webpack 4 and webpack-dev-server 3 ship no types here */
const webpack4 = requireWebpack4Package<any>('webpack');
const NAME = 'v4/hot-module-replacement';
const NEW_MESSAGE =
  'export function formatCount(count) {\n  return `Clicks so far: ${count}`;\n}\n';

function loadConfig(dir: string): Record<string, any> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(dir, 'webpack.config.js')) as Record<string, any>;
}

async function waitFor<T>(what: string, fn: () => T | undefined, details = () => ''): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The XMLHttpRequest webpack 4's HMR runtime uses for the update manifest, answered from the output folder. */
function xhrFor(outputPath: string) {
  return class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    responseText = '';
    timeout = 0;
    onreadystatechange: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send() {
      setTimeout(() => {
        const file = path.join(outputPath, new URL(this.url, 'http://localhost/').pathname);
        this.readyState = 4;
        if (fs.existsSync(file)) {
          this.status = 200;
          this.responseText = fs.readFileSync(file, 'utf8');
        } else this.status = 404;
        this.onreadystatechange?.();
      }, 0);
    }
  };
}

describe('v4 HMR: a build without the dev server', () => {
  test('has no HMR runtime and no module.hot block: webpack replaces module.hot with false and drops it', async () => {
    const build = await buildExample4(NAME);
    const code = build.read('main.bundle.js');
    expect(code).not.toContain('hotDownloadManifest');
    expect(code).not.toContain('.hot.accept');
    expect(code).toContain('if (false) {}');
    const page = createBrowserSandbox(build);
    page.runScript('main.bundle.js');
    expect(page.document.body.children.map((el) => el.textContent)).toEqual([
      'Click me',
      'You clicked 0 times',
    ]);
  });
});

describe('v4 HMR: webpack-dev-server 3 with hot: true', () => {
  let server: any;
  let origin: string;
  let dir: string;
  const hashes: string[] = [];

  beforeAll(async () => {
    dir = prepareV4Example(NAME);
    const config = loadConfig(dir);
    const WebpackDevServer = requireWebpack4Package<any>('webpack-dev-server');
    const options = {
      ...config.devServer,
      host: '127.0.0.1',
      clientLogLevel: 'silent',
      noInfo: true,
    };
    WebpackDevServer.addDevServerEntrypoints(config, options);
    const compiler = webpack4({
      ...config,
      context: dir,
      output: { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), 'v4-hmr-')) },
    });
    compiler.hooks.done.tap('test', (stats: { hash: string }) => hashes.push(stats.hash));
    server = new WebpackDevServer(compiler, options);
    await new Promise<void>((resolve, reject) =>
      server.listen(0, '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve())),
    );
    origin = `http://127.0.0.1:${server.listeningApp.address().port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('the served bundle has the HMR runtime, webpack/hot/dev-server and the accept handler', async () => {
    const code = await (await fetch(`${origin}/main.bundle.js`)).text();
    expect(code).toContain('function hotDownloadManifest');
    expect(code).toContain('webpack/hot/dev-server.js');
    expect(code).toMatch(
      /module\.hot\.accept\(\s*\/\*! \.\/message\.js \*\/\s*"\.\/src\/message\.js"/,
    );
  });

  test('after an edit the server offers <old hash>.hot-update.json and main.<old hash>.hot-update.js', async () => {
    await waitFor('the first build', () => (hashes.length >= 1 ? true : undefined));
    // The watcher may not have started when the first build is done: save again until it notices.
    // And webpack 4's watcher can rebuild once with nothing changed as it starts (its file-time
    // fix), so the edit's update is the first one whose manifest names a changed chunk.
    type Manifest = { h: string; c: Record<string, boolean> };
    let edit: { from: string; to: string; manifest: Manifest } | undefined;
    let lastWrite = 0;
    const end = Date.now() + 20_000;
    while (!edit) {
      if (Date.now() > end)
        throw new Error(
          `Timed out waiting for the rebuild with the edit (builds: ${hashes.join(', ')}).`,
        );
      if (Date.now() - lastWrite > 1000) {
        fs.writeFileSync(path.join(dir, 'src/message.js'), NEW_MESSAGE);
        lastWrite = Date.now();
      }
      for (let i = 1; i < hashes.length && !edit; i += 1) {
        const response = await fetch(`${origin}/${hashes[i - 1]}.hot-update.json`);
        if (!response.ok) continue;
        const manifest = (await response.json()) as Manifest;
        if (Object.keys(manifest.c).length > 0)
          edit = { from: hashes[i - 1]!, to: hashes[i]!, manifest };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(edit.manifest).toEqual({ h: edit.to, c: { main: true } });
    const update = await (await fetch(`${origin}/main.${edit.from}.hot-update.js`)).text();
    expect(update).toContain('webpackHotUpdate("main"');
    expect(update).toContain('Clicks so far');
  });
});

describe('v4 HMR: an edit to message.js while the page runs', () => {
  let page: BrowserSandbox | undefined;
  let watching: any;

  afterAll(async () => {
    page?.close();
    await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
  });

  test('replaces the module in place and keeps the click count', async () => {
    // webpack/hot/poll stands in for the dev server's socket client: it asks for an update every 100 ms.
    const dir = prepareV4Example(NAME);
    const config = loadConfig(dir);
    const outputPath = path.join(dir, 'dist');
    const compiler = webpack4({
      ...config,
      context: dir,
      entry: ['webpack/hot/poll?100', config.entry],
      plugins: [...config.plugins, new webpack4.HotModuleReplacementPlugin()],
    });
    // The page reads hot-update files while webpack may still write them: write to a temporary name, then rename.
    const outputFs = compiler.outputFileSystem as { writeFile: unknown };
    outputFs.writeFile = atomicWriteFile();
    let builds = 0;
    let errors = '';
    watching = compiler.watch({ aggregateTimeout: 50 }, (err: Error | null) => {
      if (err) errors += String(err);
      else builds += 1;
    });
    await waitFor(
      'the first build',
      () => (builds >= 1 ? true : undefined),
      () => errors,
    );

    const p = createBrowserSandbox(
      { outputPath },
      { globals: { XMLHttpRequest: xhrFor(outputPath) } },
    );
    page = p;
    p.runScript('main.bundle.js');
    const [button, label] = p.document.body.children;
    button!.click();
    button!.click();
    expect(label!.textContent).toBe('You clicked 2 times');

    // webpack 4's watcher can miss a write made while it is still setting up after the first build
    // (a full run saw 'builds: 1' until the time-out): until a rebuild starts, write the file again
    // each second, as an editor saving twice would.
    const edit = () => fs.writeFileSync(path.join(dir, 'src/message.js'), NEW_MESSAGE);
    edit();
    let lastEdit = Date.now();
    await waitFor(
      'the update to reach the page',
      () => {
        if (label!.textContent === 'Clicks so far: 2') return true;
        if (builds === 1 && Date.now() - lastEdit > 1000) {
          edit();
          lastEdit = Date.now();
        }
        return undefined;
      },
      () => `builds: ${builds}\nlogs: ${JSON.stringify(p.logs)}`,
    );
    expect(p.document.body.children).toHaveLength(2);
    expect(p.logs.flat().join('\n')).toContain('[HMR] Updated modules:');
  });
});
