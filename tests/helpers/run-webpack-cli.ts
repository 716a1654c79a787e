/**
 * Runs the installed webpack-cli the way a reader runs `npx webpack …` in a
 * terminal, with colours off, and returns what it printed. `version: '4'` runs
 * webpack-cli 3.3.12 from tooling/webpack4 (the CLI of the /v4/ docs) instead of
 * the site's own webpack-cli.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

const CLIS = {
  '5': path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
  '4': path.join(REPO_ROOT, 'tooling/webpack4/node_modules/webpack-cli/bin/cli.js'),
} as const;

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * webpack-cli 3 hands over to a webpack-cli it finds from `cwd` (import-local): run it with a
 * `cwd` inside tooling/webpack4, or one from which the site's webpack-cli is not found, or the
 * site's newer CLI answers instead (the v4 CLI test checks that the help names 3.3.12).
 */
export function runWebpackCli(args: string[], cwd: string, env: Record<string, string> = {}, version: keyof typeof CLIS = '5'): CliResult {
  const result = spawnSync(process.execPath, [CLIS[version], ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
