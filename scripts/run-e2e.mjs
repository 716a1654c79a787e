#!/usr/bin/env node
/**
 * Browser tests against the production build, as a reader would use it:
 * serves build/ with scripts/serve.mjs on a free loopback port, runs the Jest
 * `e2e` project with BASE_URL set, then stops the server.
 */
import { spawn } from 'node:child_process';
import { requireBuild, serveOnFreePort } from './serve.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
requireBuild(buildDir);
// Brotli at quality 5, not the server's 9: each file is compressed on its first request, and at 9
// that was minutes of the stage's CPU (a docs version's save alone asks for a thousand files),
// taken from the browser, for 1% fewer bytes that no test reads.
const { server, baseUrl } = await serveOnFreePort(buildDir, { brotliQuality: 5 });
console.log(`e2e: serving ${buildDir}/ at ${baseUrl}`);
// The server runs in this process; Jest runs in a child so both make progress.
const child = spawn(
  process.execPath,
  [
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'e2e',
    // One file at a time. Two (`--maxWorkers=2` after the script's name) took 11:43 against 14:20
    // on 2 cores, but the contention broke timing assertions: the entry scripts' 200 ms fallback
    // ran before a late first-paint report (chunk-loading), and a page load hung for 120 s.
    ...(process.argv.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--runInBand']),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } },
);
const code = await new Promise((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
);
server.close();
process.exit(code);
