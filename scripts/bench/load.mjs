/**
 * A bounded load test of the production server: `node scripts/serve.mjs` in a process of its own,
 * a fixed number of GET requests (brotli accepted, keep-alive) on one page from a fixed number of
 * concurrent clients; requests per second, latency percentiles, the server's resident memory
 * before (after one warm-up request) and after.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import loadLib from './lib/load.cjs';
import processTree from './lib/process-tree.cjs';

/**
 * @param {{ siteDir: string, buildDir: string, path: string, requests?: number, concurrency?: number }} options
 * @returns {Promise<import('./lib/load.cjs').LoadResult>}
 */
export async function runLoadTest({
  siteDir,
  buildDir,
  path: urlPath,
  requests = 5000,
  concurrency = 16,
}) {
  const child = spawn(process.execPath, [path.join(siteDir, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk.toString();
        const match = /127\.0\.0\.1:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const get = () =>
      new Promise((resolve) => {
        const started = process.hrtime.bigint();
        const req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: urlPath,
            agent,
            headers: { 'Accept-Encoding': 'br, gzip' },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve(
                res.statusCode === 200 ? Number(process.hrtime.bigint() - started) / 1e6 : null,
              ),
            );
          },
        );
        req.on('error', () => resolve(null));
      });
    await get();
    const rss = () =>
      child.pid !== undefined && processTree.hasProc() ? processTree.treeRss(child.pid) : null;
    const rssBeforeBytes = rss();
    /** @type {number[]} */
    const latenciesMs = [];
    let errors = 0;
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next += 1;
          const ms = await get();
          if (ms === null) errors += 1;
          else latenciesMs.push(ms);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rssAfterBytes = rss();
    agent.destroy();
    return loadLib.summarizeLoad({
      path: urlPath,
      concurrency,
      latenciesMs,
      errors,
      seconds,
      rssBeforeBytes,
      rssAfterBytes,
    });
  } finally {
    child.kill();
  }
}
