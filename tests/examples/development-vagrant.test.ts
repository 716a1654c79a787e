/**
 * docs/guides/development-vagrant.md: a dev server configuration for a
 * virtual machine. It passes webpack's and webpack-dev-server's validation,
 * accepts requests for the host name the guide sets up and for IP addresses,
 * rejects other host names, tells the client to derive the WebSocket URL from
 * the page, and polls for changes. The Vagrantfile, the hosts line in the
 * guide and the nginx file agree with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { buildExample, EXAMPLES_DIR } from '../helpers/build-example';
import { getWithHost } from '../helpers/dev-server';
import { readExamplePackage, unsatisfiedRanges } from '../helpers/example-package';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const DIR = path.join(EXAMPLES_DIR, 'development-vagrant');
const GUIDE = fs.readFileSync(
  path.resolve(__dirname, '../../docs/guides/development-vagrant.md'),
  'utf8',
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(DIR, 'webpack.config.js')) as webpack.Configuration & {
  devServer: WebpackDevServer.Configuration;
};
const vagrantfile = fs.readFileSync(path.join(DIR, 'Vagrantfile'), 'utf8');
const nginx = fs.readFileSync(path.join(DIR, 'nginx.conf'), 'utf8');
const VM_IP = /private_network', ip: '([\d.]+)'/.exec(vagrantfile)?.[1] ?? '';
const HOST_NAME = (config.devServer.allowedHosts as string[])[0] ?? '';

describe('development-vagrant: files agree with each other and with the guide', () => {
  test('the Vagrantfile gives the VM a private network address', () => {
    expect(VM_IP).toMatch(/^192\.168\.56\.\d+$/);
  });

  test('the hosts-file line in the guide maps the allowed host name to that address', () => {
    expect(GUIDE).toContain(`${VM_IP} ${HOST_NAME}`);
  });

  test('nginx serves the allowed host name and proxies to the dev server port with WebSocket upgrade headers', () => {
    expect(nginx).toContain(`server_name ${HOST_NAME};`);
    expect(nginx).toContain(`proxy_pass http://127.0.0.1:${config.devServer.port};`);
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginx).toContain('proxy_set_header Connection "upgrade";');
  });

  test('the dev server listens on all interfaces and the watcher polls, ignoring node_modules', () => {
    expect(config.devServer.host).toBe('0.0.0.0');
    expect(config.watchOptions).toEqual({ poll: 1000, ignored: '**/node_modules' });
  });

  test('package.json starts the dev server, with ranges the installed packages satisfy', () => {
    const pkg = readExamplePackage('development-vagrant');
    expect(pkg.scripts).toEqual({ start: 'webpack serve' });
    expect(unsatisfiedRanges(pkg.devDependencies)).toEqual([]);
  });

  test('the project builds with the same configuration', async () => {
    const build = await buildExample('development-vagrant');
    expect(build.files).toEqual(['index.html', 'main.js']);
  });
});

describe('development-vagrant: the dev server with this configuration', () => {
  let server: WebpackDevServer;
  let port: number;

  beforeAll(async () => {
    expect(() => webpack.validate(config)).not.toThrow();
    const compiler = webpack({
      ...config,
      context: DIR,
      output: {
        ...config.output,
        path: fs.mkdtempSync(path.join(os.tmpdir(), 'development-vagrant-')),
      },
      infrastructureLogging: { level: 'error' },
    });
    // The constructor validates the options against webpack-dev-server's schema; only the port changes.
    server = new WebpackDevServer(
      { ...config.devServer, port: 0, setupExitSignals: false },
      compiler,
    );
    await server.start();
    const address = server.server?.address();
    if (!address || typeof address === 'string') throw new Error('dev server has no TCP address');
    port = address.port;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('answers requests for the allowed host name', async () => {
    const response = await getWithHost(port, '/', `${HOST_NAME}:${config.devServer.port}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Development in a virtual machine</title>');
  });

  test('answers requests for the VM’s IP address without listing it', async () => {
    expect((await getWithHost(port, '/', `${VM_IP}:${config.devServer.port}`)).status).toBe(200);
  });

  test('rejects other host names with "Invalid Host header"', async () => {
    const response = await getWithHost(port, '/', 'attacker.example:8080');
    expect(response.status).toBe(403);
    expect(response.body).toContain('Invalid Host header');
  });

  test('the client takes protocol, host name and port for its WebSocket from the page (auto://0.0.0.0:0/ws)', async () => {
    const { body } = await getWithHost(port, '/main.js', HOST_NAME);
    const query = /webpack-dev-server\/client\/index\.js\?([^"'\s]+)/.exec(body)?.[1] ?? '';
    const params = new URLSearchParams(decodeURIComponent(query).replace(/^\?/, ''));
    expect(params.get('protocol')).toBe('auto:');
    expect(params.get('hostname')).toBe('0.0.0.0');
    expect(params.get('port')).toBe('0');
    expect(params.get('pathname')).toBe('/ws');
  });
});
