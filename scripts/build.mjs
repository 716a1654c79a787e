#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` into a fresh folder beside build/ (`build.next-<pid>/`), and
 * build/ replaced by it only when the build succeeded. A failed build leaves the last good site in
 * place, and a server running on build/ never sees a half-written folder: it serves the old site
 * until the swap, two renames on the same filesystem.
 *
 * Arguments go to `docusaurus build` (`npm run build -- --locale en`); `--out-dir <dir>` names the
 * folder to replace (default build). The `docusaurus` on PATH is used (npm puts node_modules/.bin
 * there), else the site's own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Splits `--out-dir <dir>` / `--out-dir=<dir>` from the other arguments. */
export function outDirFrom(args) {
  const rest = [];
  let outDir = 'build';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--out-dir' && i + 1 < args.length) outDir = args[++i];
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else rest.push(arg);
  }
  return { outDir, rest };
}

/**
 * Runs `build(next)` and, when it resolves to 0 and left an index.html, moves `next` to `outDir`
 * (the old folder is removed after the swap). On failure `outDir` is untouched and `next` removed.
 * @param {string} outDir
 * @param {(next: string) => Promise<number>} build
 * @returns {Promise<number>} the build's exit code
 */
export async function replaceOnSuccess(outDir, build) {
  const target = path.resolve(outDir);
  const next = `${target}.next-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  fs.rmSync(next, { recursive: true, force: true });
  let code;
  try {
    code = await build(next);
    if (code === 0 && !fs.existsSync(path.join(next, 'index.html'))) {
      console.error(
        `build: the build reported success but wrote no index.html; ${outDir}/ is left as it was.`,
      );
      code = 1;
    }
    if (code !== 0) return code;
    const hadOld = fs.existsSync(target);
    if (hadOld) fs.renameSync(target, old);
    fs.renameSync(next, target);
    if (hadOld) fs.rmSync(old, { recursive: true, force: true });
    return 0;
  } finally {
    fs.rmSync(next, { recursive: true, force: true });
    if (code !== 0) console.error(`build: failed; ${outDir}/ still holds the last good site.`);
  }
}

const isMain = /build\.mjs$/.test(process.argv[1] ?? '');
if (isMain) {
  const { outDir, rest } = outDirFrom(process.argv.slice(2));
  const code = await replaceOnSuccess(outDir, (next) => {
    const child = spawn('docusaurus', ['build', ...rest, '--out-dir', next], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${process.env.PATH ?? ''}${path.delimiter}${path.resolve('node_modules/.bin')}`,
      },
    });
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    return new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`build: cannot run docusaurus: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
  });
  process.exit(code);
}
