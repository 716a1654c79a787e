/**
 * Runs the installed webpack-cli the way a reader runs `npx webpack …` in a
 * terminal, with colours off, and returns what it printed. `{ webpack: 4 }` runs
 * webpack-cli 3.3.12 from tooling/webpack4 (the CLI of the /v4/ docs) instead of
 * the site's own webpack-cli.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const CLI = path.resolve(__dirname, '../../node_modules/webpack-cli/bin/cli.js');
/** webpack-cli 3.3.12 of the webpack 4 toolchain (tooling/webpack4/). */
export const CLI_4 = path.resolve(
  __dirname,
  '../../tooling/webpack4/node_modules/webpack-cli/bin/cli.js',
);

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
    env: cliEnv(env),
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const INSPECTOR = path.resolve(__dirname, 'webpack-options-inspector.cjs');

export interface ShellCliResult extends CliResult {
  /** The options object the CLI passed to `webpack()` (webpack-options-inspector.cjs), or undefined when it never called it. */
  options: Record<string, unknown> | undefined;
}

/**
 * Runs a command line as a reader types it (`npx webpack --env.production > stats.json`)
 * through the shell, in `cwd`, with `npx webpack` standing for the installed CLI
 * (webpack-cli 3.3.12 with `{ webpack: 4 }`). Asynchronous, so a test can start many
 * at once. Also returns the options the CLI built from the flags. stdout and stderr go
 * to files, not pipes (webpack-cli exits right after printing, which can cut a pipe
 * short). `stopWhen`: a long-running command (watch, serve) is stopped once its output
 * matches, and `status` is then null.
 */
export function runCommandLine(
  commandLine: string,
  cwd: string,
  options: { webpack?: 4 | 5; env?: Record<string, string>; stopWhen?: RegExp } = {},
): Promise<ShellCliResult> {
  const m = /^npx webpack(?:-cli)?(?=\s|$)/.exec(commandLine);
  if (!m) throw new Error(`not an \`npx webpack\` command line: ${commandLine}`);
  const cli = options.webpack === 4 ? CLI_4 : CLI;
  const id = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const optionsOut = path.join(cwd, `.webpack-options-${id}.json`);
  const stdoutFile = path.join(cwd, `.stdout-${id}.txt`);
  const stderrFile = path.join(cwd, `.stderr-${id}.txt`);
  const out = fs.openSync(stdoutFile, 'w');
  const err = fs.openSync(stderrFile, 'w');
  const command = `exec "${process.execPath}" "${cli}"${commandLine.slice(m[0].length)}`;
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: '/bin/sh',
      env: cliEnv({
        NODE_OPTIONS: `--require ${INSPECTOR}`,
        WEBPACK_OPTIONS_OUT: optionsOut,
        ...options.env,
      }),
      stdio: ['ignore', out, err],
    });
    fs.closeSync(out);
    fs.closeSync(err);
    const poll = options.stopWhen
      ? setInterval(() => {
          if (options.stopWhen!.test(read(stdoutFile) + read(stderrFile))) child.kill('SIGTERM');
        }, 200)
      : undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      let built: Record<string, unknown> | undefined;
      if (fs.existsSync(optionsOut)) {
        built = JSON.parse(fs.readFileSync(optionsOut, 'utf8')) as Record<string, unknown>;
        fs.rmSync(optionsOut);
      }
      const result = { status, stdout: read(stdoutFile), stderr: read(stderrFile), options: built };
      fs.rmSync(stdoutFile, { force: true });
      fs.rmSync(stderrFile, { force: true });
      resolve(result);
    });
  });
}

/** The environment of a CLI run: the test's own, colours off, plus `env`. */
function cliEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env };
}

/**
 * Runs `node <nodeArgs…>` without blocking, so that several runs proceed in parallel: `nodeArgs`
 * is Node's own flags, then a script (e.g. `CLI`) and its arguments. `stdin` is written and
 * closed (the answer to a prompt); without it stdin is empty. The process is killed after
 * `timeoutMs`, so that a run that unexpectedly starts a server never outlives the test.
 */
export function runNode(
  nodeArgs: string[],
  cwd: string,
  options: { env?: Record<string, string>; stdin?: string; timeoutMs?: number } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, { cwd, env: cliEnv(options.env ?? {}) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
    child.stdin.on('error', () => {
      // The process may exit before reading its stdin.
    });
    child.stdin.end(options.stdin ?? '');
  });
}
