/**
 * docs/guides/installation.md: the Node.js requirements it states, the npm
 * scripts it shows, the check build and `webpack configtest`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { buildExample, EXAMPLES_DIR } from '../helpers/build-example';
import {
  installedVersion,
  readExamplePackage,
  unsatisfiedRanges,
} from '../helpers/example-package';
import { runWebpackCli } from '../helpers/run-webpack-cli';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const GUIDE = fs.readFileSync(path.resolve(__dirname, '../../docs/guides/installation.md'), 'utf8');
const EXAMPLE = path.join(EXAMPLES_DIR, 'installation');

function engines(pkg: string): string {
  const file = path.resolve(__dirname, '../../node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { engines: { node: string } }).engines.node;
}

describe('installation guide: stated requirements', () => {
  test.each(['webpack', 'webpack-cli', 'webpack-dev-server'])(
    'the table row for %s shows the installed version and its engines.node',
    (pkg) => {
      const row = GUIDE.split('\n').find((line) => line.startsWith(`| \`${pkg}\` |`));
      expect(row).toBe(`| \`${pkg}\` | ${installedVersion(pkg)} | \`${engines(pkg)}\` |`);
    },
  );

  test('the practical minimum it names is webpack-cli’s', () => {
    const minimum = engines('webpack-cli').replace(/^>=\s*/, '');
    expect(GUIDE).toContain(`you need Node.js ${minimum} or later`);
  });
});

describe('installation guide: example project', () => {
  test('package.json declares the scripts the guide runs and the Node.js minimum of webpack-cli', () => {
    const pkg = readExamplePackage('installation');
    expect(pkg.private).toBe(true);
    expect(pkg.scripts).toEqual({ build: 'webpack', 'check-config': 'webpack configtest' });
    expect(pkg.engines).toEqual({ node: engines('webpack-cli') });
    expect(unsatisfiedRanges(pkg.devDependencies)).toEqual([]);
  });

  test('the check build prints the locally installed webpack version when run with Node.js', async () => {
    const build = await buildExample('installation');
    expect(build.files).toEqual(['main.js']);
    const printed: string[] = [];
    vm.runInNewContext(build.read('main.js'), {
      console: { log: (line: string) => printed.push(line) },
    });
    expect(printed).toEqual([`Bundled with webpack ${installedVersion('webpack')}.`]);
  });

  test('webpack configtest accepts the configuration', () => {
    const result = runWebpackCli(['configtest'], EXAMPLE);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('No validation errors found.');
  });

  test('webpack configtest rejects a configuration with an invalid option and exits non-zero', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'installation-configtest-'));
    const config = fs
      .readFileSync(path.join(EXAMPLE, 'webpack.config.js'), 'utf8')
      .replace("mode: 'production'", "mode: 'prod'");
    expect(config).toContain("mode: 'prod'");
    fs.writeFileSync(path.join(copy, 'webpack.config.js'), config);
    const result = runWebpackCli(['configtest'], copy);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/configuration\.mode should be one of these/);
  });
});

describe('installation guide: create-webpack-app instead of webpack init', () => {
  test('webpack-cli has no init command, and the guide quotes what it prints', () => {
    const result = runWebpackCli(['init'], EXAMPLE);
    expect(result.status).not.toBe(0);
    const quoted = "Unknown command or entry 'init'";
    expect(result.stdout + result.stderr).toContain(quoted);
    expect(GUIDE).toContain(`\`${quoted}\``);
  });

  test('the Node.js minimum it states for create-webpack-app is webpack-cli’s, which the same team sets', () => {
    // create-webpack-app is not installed here; its engines field (>=20.9.0 in 2.1.0) matches webpack-cli 7's.
    const minimum = engines('webpack-cli').replace(/^>=\s*/, '');
    expect(GUIDE).toMatch(
      new RegExp(
        `create-webpack-app[^]*?needs Node\\.js ${minimum.replace(/\./g, '\\.')} or later`,
      ),
    );
  });
});
