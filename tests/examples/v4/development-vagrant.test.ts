/**
 * versioned_docs/version-4/guides/development-vagrant.md: webpack-dev-server
 * 3.11.3 with the example's devServer options (host 0.0.0.0, public) answers
 * requests for the host name the guide sets up and for IP addresses, rejects
 * other names with "Invalid Host header", and tells its client to open the
 * socket at that name on the page's own port. The Vagrantfile, the hosts line
 * and the nginx file agree with the configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareV4Example, requireWebpack4Package } from '../../helpers/build-example';
import { getWithHost } from '../../helpers/dev-server';

jest.setTimeout(60_000);

const GUIDE = fs.readFileSync(
  path.resolve(__dirname, '../../../versioned_docs/version-4/guides/development-vagrant.md'),
  'utf8',
);
const dir = prepareV4Example('v4/development-vagrant');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(dir, 'webpack.config.js')) as {
  devServer: { host: string; port: number; public: string };
  watchOptions: { poll: number; ignored: RegExp };
  output: Record<string, unknown>;
  entry: unknown;
};
const vagrantfile = fs.readFileSync(path.join(dir, 'Vagrantfile'), 'utf8');
const nginx = fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
const VM_IP = /private_network', ip: '([\d.]+)'/.exec(vagrantfile)?.[1] ?? '';

describe('v4 development-vagrant: the files agree', () => {
  test('the hosts line of the guide maps the public name to the private network address', () => {
    expect(VM_IP).toMatch(/^192\.168\.56\.\d+$/);
    expect(GUIDE).toContain(`${VM_IP} ${config.devServer.public}`);
  });

  test('nginx forwards its server name to the dev server port, with the WebSocket upgrade', () => {
    expect(nginx).toContain(`server_name ${config.devServer.public};`);
    expect(nginx).toContain(`proxy_pass http://127.0.0.1:${config.devServer.port};`);
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
  });

  test('watchOptions poll every second and ignore node_modules', () => {
    expect(config.watchOptions.poll).toBe(1000);
    expect(config.watchOptions.ignored.test('/vagrant/node_modules/x/index.js')).toBe(true);
  });
});

describe('v4 development-vagrant: webpack-dev-server 3.11.3 with these options', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let server: any;
  let port: number;
  let entry: string[];

  beforeAll(async () => {
    const WebpackDevServer = requireWebpack4Package<any>('webpack-dev-server'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const webpack4 = requireWebpack4Package<(config: unknown) => unknown>('webpack');
    const options = { ...config.devServer, clientLogLevel: 'silent', noInfo: true };
    const webpackConfig = {
      ...config,
      context: dir,
      output: { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), 'v4-vagrant-')) },
    };
    // The Node.js API of version 3 adds the client entry itself, as the CLI does.
    WebpackDevServer.addDevServerEntrypoints(webpackConfig, options);
    entry = webpackConfig.entry as string[];
    server = new WebpackDevServer(webpack4(webpackConfig), options);
    // The test listens on the loopback interface only; host checks still use the configured options.
    await new Promise<void>((resolve, reject) =>
      server.listen(0, '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve())),
    );
    port = server.listeningApp.address().port;
  });

  /** The rejection is a 200 response too: only the body tells the page from "Invalid Host header". */
  const servesPage = async (host: string) => {
    const { status, body } = await getWithHost(port, '/', host);
    return status === 200 && body.includes('<title>Development in a virtual machine</title>');
  };

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  test('answers the public host name, with or without a port', async () => {
    expect(await servesPage('webpack-demo.test:8080')).toBe(true);
    expect(await servesPage('webpack-demo.test')).toBe(true);
  });

  test('answers IP addresses such as the private network address', async () => {
    expect(await servesPage(`${VM_IP}:8080`)).toBe(true);
  });

  test('rejects other host names with "Invalid Host header"', async () => {
    expect(await getWithHost(port, '/', 'attacker.example:8080')).toEqual({
      status: 200,
      body: 'Invalid Host header',
    });
  });

  test("the client connects to the public name with no port, so it uses the page's port", () => {
    expect(entry.find((e) => e.includes('webpack-dev-server/client'))).toMatch(
      /client\/index\.js\?http:\/\/webpack-demo\.test$/,
    );
  });
});
