/**
 * `scripts/serve.mjs` in a child process of its own, on a free loopback port, as `npm run serve`
 * runs it: for the server's unit tests and the headers gate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');

export interface RunningServer {
  port: number;
  child: ChildProcess;
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string;
}

/** @param env more of the server's environment variables (e.g. BROTLI_QUALITY) */
export async function startServer(
  buildDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(SITE_DIR, 'scripts/serve.mjs')], {
    cwd: SITE_DIR,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return { port, child, output: () => output };
}
