/**
 * Runs the installed webpack-cli the way a reader runs `npx webpack …` in a
 * terminal, with colours off, and returns what it printed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(__dirname, '../../node_modules/webpack-cli/bin/cli.js');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runWebpackCli(args: string[], cwd: string, env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
