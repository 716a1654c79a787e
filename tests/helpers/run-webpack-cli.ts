/**
 * Runs the installed webpack-cli the way a reader runs `npx webpack …` in a
 * terminal, with colours off, and returns what it printed. `{ webpack: 4 }` runs
 * webpack-cli 3.3.12 from tooling/webpack4 (the CLI of the /v4/ docs) instead of
 * the site's own webpack-cli.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(__dirname, '../../node_modules/webpack-cli/bin/cli.js');
/** webpack-cli 3.3.12 of the webpack 4 toolchain (tooling/webpack4/). */
const CLI_4 = path.resolve(__dirname, '../../tooling/webpack4/node_modules/webpack-cli/bin/cli.js');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `options.webpack: 4` runs webpack-cli 3 with webpack 4.47.0 (cwd should be a prepareV4Example copy).
 * webpack-cli 3 hands over to a webpack-cli it finds from `cwd` (import-local): run it with a `cwd`
 * inside tooling/webpack4, or one from which the site's webpack-cli is not found, or the site's newer
 * CLI answers instead (the v4 CLI test checks that the help names 3.3.12).
 */
export function runWebpackCli(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  options: { webpack?: 4 | 5 } = {},
): CliResult {
  const result = spawnSync(process.execPath, [options.webpack === 4 ? CLI_4 : CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
