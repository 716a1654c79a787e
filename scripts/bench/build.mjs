/**
 * Times a production build and samples its peak memory (the build process and its children).
 * Cold: `docusaurus clear` first (build/, .docusaurus/ and the bundler's persistent cache in
 * node_modules/.cache are gone). Warm: straight after, with every cache in place.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import processTree from './lib/process-tree.cjs';

const SAMPLE_EVERY_MS = 200;

/**
 * @param {{ siteDir: string, cold: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ seconds: number, peakMemoryMB: number | null }>}
 */
export async function timeBuild({ siteDir, cold, log = () => {} }) {
  const cli = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (cold) {
    const cleared = spawnSync(process.execPath, [cli, 'clear'], { cwd: siteDir, encoding: 'utf8' });
    if (cleared.status !== 0) throw new Error(`docusaurus clear failed:\n${cleared.stderr}`);
  }
  log(`${cold ? 'cold' : 'warm'} build…`);
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [cli, 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let peak = processTree.hasProc() ? 0 : null;
  const sample = () => {
    const rss = child.pid === undefined ? null : processTree.treeRss(child.pid);
    if (rss !== null && peak !== null) peak = Math.max(peak, rss);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  const code = await new Promise((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0)
    throw new Error(`docusaurus build failed (exit ${code}):\n${output.slice(-4000)}`);
  return { seconds, peakMemoryMB: peak === null ? null : peak / 1024 / 1024 };
}
