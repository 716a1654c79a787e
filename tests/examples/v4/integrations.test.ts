/**
 * versioned_docs/version-4/guides/integrations.md: the npm scripts use only
 * flags that webpack-cli 3.3.12 and webpack-dev-server 3.11.3 know; build.js
 * (webpack 4's Node.js API) builds a minified bundle and sets a failing exit
 * code for a compilation error; the Gulp task resolves, and rejects on errors.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  EXAMPLES_DIR,
  prepareV4Example,
  requireWebpack4Package,
} from '../../helpers/build-example';
import { runWebpackCli } from '../../helpers/run-webpack-cli';

jest.setTimeout(60_000);

const NAME = 'v4/integrations';
const pkg = JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, NAME, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const DEV_SERVER_CLI = path.join(
  path.dirname(
    require.resolve('webpack-dev-server/package.json', {
      paths: [path.resolve(__dirname, '../../../tooling/webpack4')],
    }),
  ),
  'bin/webpack-dev-server.js',
);

/** A copy whose src/index.js imports a module that does not exist. */
function brokenCopy(): string {
  const dir = prepareV4Example(NAME);
  fs.appendFileSync(path.join(dir, 'src/index.js'), "import './missing.js';\n");
  return dir;
}

describe('v4 integrations example', () => {
  test('webpack 4 accepts the configuration', () => {
    const webpack4 = requireWebpack4Package<{ validate(config: unknown): void }>('webpack');
    expect(() =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      webpack4.validate(require(path.join(EXAMPLES_DIR, NAME, 'webpack.config.js'))),
    ).not.toThrow();
  });

  test('the npm scripts use only flags that webpack-cli 3 and webpack-dev-server 3 list in --help', () => {
    const dir = prepareV4Example(NAME);
    const help = {
      webpack: runWebpackCli(['--help'], dir, {}, { webpack: 4 }).stdout,
      'webpack-dev-server': spawnSync(process.execPath, [DEV_SERVER_CLI, '--help'], {
        cwd: dir,
        encoding: 'utf8',
      }).stdout,
    };
    const scripts = Object.values(pkg.scripts).filter((s) => s.startsWith('webpack'));
    expect(scripts).toHaveLength(3);
    for (const script of scripts) {
      const [command, ...words] = script.split(/\s+/) as [keyof typeof help, ...string[]];
      expect(help[command]).toContain('--mode');
      for (const flag of words.filter((w) => w.startsWith('--')))
        expect({
          script,
          flag,
          listed: new RegExp(`^\\s+${flag}\\b`, 'm').test(help[command]),
        }).toEqual({ script, flag, listed: true });
    }
  });

  test('node build.js builds through the Node.js API and prints the stats', () => {
    const dir = prepareV4Example(NAME);
    const result = spawnSync(process.execPath, ['build.js'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/main\.js .*\[emitted\]\s+main/);
    expect(result.stdout).toContain('Version: webpack 4.47.0');
    const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(bundle).toContain('Built by webpack, running in');
    expect(bundle.trim().split('\n')).toHaveLength(1);
  });

  test('node build.js exits with 1 when a module is missing', () => {
    const result = spawnSync(process.execPath, ['build.js'], {
      cwd: brokenCopy(),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("Module not found: Error: Can't resolve './missing.js'");
  });

  test('the Gulp task resolves, and rejects with the errors when a module is missing', async () => {
    // Gulp runs tasks from the gulpfile's folder; the configuration's './src/index.js' is relative to it.
    const runTask = async (dir: string) => {
      const cwd = process.cwd();
      process.chdir(dir);
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        await (require(path.join(dir, 'gulpfile.js')) as { build(): Promise<void> }).build();
      } finally {
        process.chdir(cwd);
      }
    };
    await expect(runTask(prepareV4Example(NAME))).resolves.toBeUndefined();
    await expect(runTask(brokenCopy())).rejects.toThrow(/Can't resolve '\.\/missing\.js'/);
  });
});
