/**
 * Issue #20 — `npm run build` replaces build/ only when the build succeeded. The package's own
 * build script runs against a stand-in `docusaurus` (first on PATH) that writes what a client-compile
 * failure leaves (`__server/` only) and exits 1, or a complete site and exits 0.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const buildScript: string = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8'))
  .scripts.build;

/** A throwaway site folder with the last good build in build/ and a stand-in docusaurus CLI. */
function site(outcome: 'fail' | 'succeed'): { dir: string; run: () => number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-build-'));
  fs.symlinkSync(path.join(SITE_DIR, 'scripts'), path.join(dir, 'scripts'));
  fs.mkdirSync(path.join(dir, 'build', 'concepts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build', 'index.html'), 'last good');
  fs.writeFileSync(path.join(dir, 'build', 'concepts', 'index.html'), 'last good concepts');
  const bin = path.join(dir, 'fake-bin');
  fs.mkdirSync(bin);
  const cli = path.join(bin, 'docusaurus');
  fs.writeFileSync(
    cli,
    [
      '#!/bin/sh',
      'out=build',
      'while [ $# -gt 0 ]; do if [ "$1" = "--out-dir" ]; then out="$2"; shift; fi; shift; done',
      // What Docusaurus does first: empty the output folder.
      'rm -rf "$out" && mkdir -p "$out/__server" && echo server > "$out/__server/server.bundle.js"',
      outcome === 'fail'
        ? 'echo "Client bundle compiled with errors" >&2; exit 1'
        : 'echo new > "$out/index.html"; exit 0',
    ].join('\n'),
  );
  fs.chmodSync(cli, 0o755);
  const run = () =>
    spawnSync('sh', ['-c', buildScript], {
      cwd: dir,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      encoding: 'utf8',
    }).status ?? 1;
  return { dir, run };
}

const leftovers = (dir: string) =>
  fs.readdirSync(dir).filter((name) => name.startsWith('build') && name !== 'build');

describe('npm run build', () => {
  it('leaves the last good site in build/ when the build fails', () => {
    const { dir, run } = site('fail');
    expect(run()).not.toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('last good');
    expect(fs.readFileSync(path.join(dir, 'build', 'concepts', 'index.html'), 'utf8')).toBe(
      'last good concepts',
    );
    expect(fs.existsSync(path.join(dir, 'build', '__server'))).toBe(false);
    expect(leftovers(dir)).toEqual([]);
  });

  it('replaces build/ as a whole when the build succeeds', () => {
    const { dir, run } = site('succeed');
    expect(run()).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('new\n');
    expect(fs.existsSync(path.join(dir, 'build', 'concepts'))).toBe(false);
    expect(leftovers(dir)).toEqual([]);
  });
});
