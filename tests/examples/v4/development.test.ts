/**
 * versioned_docs/version-4/guides/development.md: development mode with inline
 * source maps and one runtime chunk; watch mode, where clean-webpack-plugin 3
 * needs cleanStaleWebpackAssets: false to keep html-webpack-plugin 4's
 * index.html; webpack-dev-server 3 (contentBase, client in the entries, build
 * in memory); and webpack-dev-middleware 3 in the example's Express server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildExample4,
  editExampleFile,
  prepareV4Example,
  requireWebpack4Package,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { developmentBuildTests, scriptSources } from '../../helpers/example-output';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- webpack 4 and webpack-dev-server 3 ship no types here */
type Webpack4 = (config: unknown) => any;
const webpack4 = requireWebpack4Package<Webpack4>('webpack');

function loadConfig(dir: string): Record<string, any> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(dir, 'webpack.config.js')) as Record<string, any>;
}

describe('v4 development: the build', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/development');
  });

  developmentBuildTests('4', () => ({ build, sourceDir: build.dir }));

  test("development mode's own default devtool in webpack 4 is eval", async () => {
    const dir = prepareV4Example('v4/development');
    editExampleFile(dir, 'webpack.config.js', "  devtool: 'inline-source-map',\n", '');
    const build2 = await buildExample4('v4/development', { dir });
    expect(build2.stats.compilation.options.devtool).toBe('eval');
    expect(build2.read('index.bundle.js')).toContain(
      'eval("__webpack_require__.r(__webpack_exports__)',
    );
  });

  test('package.json scripts use webpack --watch and webpack-dev-server --open; ranges match the toolchain', () => {
    const pkg = readExamplePackage('v4/development');
    expect(pkg.scripts).toEqual({
      build: 'webpack',
      watch: 'webpack --watch',
      start: 'webpack-dev-server --open',
      server: 'node server.js',
    });
    expect(unsatisfiedRanges(pkg.devDependencies, { webpack: 4 })).toEqual([]);
  });
});

/** Watches a copy of the example, edits src/format.js after the first build, and returns dist/ after the rebuild. */
function filesAfterRebuild(dir: string): Promise<string[]> {
  const compiler = webpack4({ ...loadConfig(dir), context: dir });
  return new Promise((resolve, reject) => {
    let builds = 0;
    const watching = compiler.watch({}, (err: Error | null) => {
      if (err) return reject(err);
      builds += 1;
      if (builds === 1)
        setTimeout(() => fs.appendFileSync(path.join(dir, 'src/format.js'), '\n// edited\n'), 200);
      else watching.close(() => resolve(fs.readdirSync(path.join(dir, 'dist')).sort()));
    });
  });
}

describe('v4 development: watch mode with clean-webpack-plugin 3 and html-webpack-plugin 4', () => {
  test('with cleanStaleWebpackAssets: false, index.html stays in dist after a rebuild', async () => {
    expect(await filesAfterRebuild(prepareV4Example('v4/development'))).toEqual([
      'footer.bundle.js',
      'index.bundle.js',
      'index.html',
      'runtime.bundle.js',
    ]);
  });

  test('with the plugin defaults, the rebuild deletes index.html (html-webpack-plugin does not emit it again)', async () => {
    const dir = prepareV4Example('v4/development');
    editExampleFile(
      dir,
      'webpack.config.js',
      'new CleanWebpackPlugin({ cleanStaleWebpackAssets: false })',
      'new CleanWebpackPlugin()',
    );
    expect(await filesAfterRebuild(dir)).toEqual([
      'footer.bundle.js',
      'index.bundle.js',
      'runtime.bundle.js',
    ]);
  });
});

describe('v4 development: webpack-dev-server 3', () => {
  let server: any;
  let origin: string;
  let dir: string;
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-development-dev-server-'));

  beforeAll(async () => {
    dir = prepareV4Example('v4/development');
    const config = loadConfig(dir);
    const WebpackDevServer = requireWebpack4Package<any>('webpack-dev-server');
    const options = {
      ...config.devServer,
      host: '127.0.0.1',
      open: false,
      clientLogLevel: 'silent',
      noInfo: true,
    };
    // Version 3 adds its client to the entries itself when you use the Node.js API: addDevServerEntrypoints.
    WebpackDevServer.addDevServerEntrypoints(config, options);
    const compiler = webpack4({
      ...config,
      context: dir,
      output: { ...config.output, path: outputPath },
    });
    server = new WebpackDevServer(compiler, options);
    await new Promise<void>((resolve, reject) =>
      server.listen(0, '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve())),
    );
    origin = `http://127.0.0.1:${server.listeningApp.address().port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('serves the generated index.html from memory', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toContain('<title>Development</title>');
    expect(scriptSources(html)).toEqual([
      'runtime.bundle.js',
      'index.bundle.js',
      'footer.bundle.js',
    ]);
  });

  test('serves the bundles with the dev server client in each entry point; no hot runtime without hot: true', async () => {
    const code = await (await fetch(`${origin}/index.bundle.js`)).text();
    expect(code).toContain('webpack-dev-server/client/index.js?http://127.0.0.1');
    expect(code).not.toContain('webpack/hot/dev-server.js');
  });

  test('serves public/robots.txt through devServer.contentBase', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(dir, 'public/robots.txt'), 'utf8'),
    );
  });

  test('writes nothing to the output folder on disk', () => {
    expect(fs.readdirSync(outputPath)).toEqual([]);
  });
});

describe('v4 development: webpack-dev-middleware 3 in server.js', () => {
  let child: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    const dir = prepareV4Example('v4/development');
    child = spawn(process.execPath, ['server.js'], {
      cwd: dir,
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Listening on (http:\/\/localhost:\d+)\//.exec(out);
        if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
      });
      child.on('exit', (code) => reject(new Error(`server.js exited with ${code}: ${out}`)));
    });
  });

  afterAll(() => {
    child?.kill();
  });

  test('Express serves the page and the bundles webpack built in memory', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(scriptSources(html)).toEqual([
      'runtime.bundle.js',
      'index.bundle.js',
      'footer.bundle.js',
    ]);
    const code = await (await fetch(`${origin}/footer.bundle.js`)).text();
    expect(code).toContain('The footer comes from a second entry point.');
  });
});
