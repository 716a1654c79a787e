/**
 * docs/guides/development.md: development mode with inline source maps, a
 * single runtime chunk for two entry points on one page, npm scripts for
 * watch mode and the dev server, and webpack-dev-server serving the build
 * from memory plus the public/ folder from disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { developmentBuildTests, scriptSources } from '../helpers/example-output';
import { readExamplePackage, unsatisfiedRanges } from '../helpers/example-package';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const DIR = path.join(EXAMPLES_DIR, 'development');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(DIR, 'webpack.config.js')) as webpack.Configuration;

describe('development example: the build', () => {
  let build: ExampleBuild;

  beforeAll(async () => {
    build = await buildExample('development');
  });

  developmentBuildTests('5', () => ({ build, sourceDir: DIR }));

  test('package.json has build, watch and start scripts, with ranges the installed packages satisfy', () => {
    const pkg = readExamplePackage('development');
    expect(pkg.scripts).toEqual({
      build: 'webpack',
      watch: 'webpack --watch',
      start: 'webpack serve --open',
    });
    expect(unsatisfiedRanges(pkg.devDependencies)).toEqual([]);
  });
});

describe('development example: webpack-dev-server', () => {
  let server: WebpackDevServer;
  let origin: string;
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'development-dev-server-'));

  beforeAll(async () => {
    expect(() => webpack.validate(config)).not.toThrow();
    const compiler = webpack({
      ...config,
      context: DIR,
      output: { ...config.output, path: outputPath },
      infrastructureLogging: { level: 'error' },
    });
    // The constructor validates the devServer options against webpack-dev-server's schema.
    server = new WebpackDevServer(
      { ...config.devServer, host: '127.0.0.1', port: 0, open: false, setupExitSignals: false },
      compiler,
    );
    await server.start();
    const address = server.server?.address();
    if (!address || typeof address === 'string') throw new Error('dev server has no TCP address');
    origin = `http://127.0.0.1:${address.port}`;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('serves the generated index.html from memory', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Development</title>');
    expect(scriptSources(html)).toEqual([
      'runtime.bundle.js',
      'index.bundle.js',
      'footer.bundle.js',
    ]);
  });

  test('serves the bundles, with the dev server client added to the entry points', async () => {
    const response = await fetch(`${origin}/index.bundle.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('webpack-dev-server/client/index.js');
  });

  test('serves files from public/ through devServer.static', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(DIR, 'public/robots.txt'), 'utf8'),
    );
  });

  test('writes nothing to the output folder on disk', () => {
    expect(fs.readdirSync(outputPath)).toEqual([]);
  });
});
