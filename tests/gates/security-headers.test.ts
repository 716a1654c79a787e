/**
 * Issue #20 — the build writes `_headers` (a strict Content-Security-Policy with the hash of every
 * inline script of the built HTML, and the other security headers), the production server sends
 * those headers, and robots.txt keeps printable pages and the app shell out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { inlineScripts } from '../../plugins/security-headers/lib/headers';
import { BUILD_DIR, SITE_DIR, buildFiles, relative } from './build';

jest.setTimeout(60_000);

const headersText = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
const csp = /Content-Security-Policy: (.*)/.exec(headersText)?.[1] ?? '';
const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

describe('build/_headers', () => {
  it('allows every inline script of every built page by hash, and no unsafe-inline or eval for scripts', () => {
    const scriptSrc = directive('script-src');
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const missing: string[] = [];
    for (const file of buildFiles('.html')) {
      const report = inlineScripts(fs.readFileSync(file, 'utf8'));
      expect(report.eventHandlers).toEqual([]);
      for (const hash of report.hashes)
        if (!scriptSrc.includes(`'${hash}'`)) missing.push(`${relative(file)} ${hash}`);
    }
    expect(missing).toEqual([]);
  });

  it('names the other policies', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(headersText).toMatch(/^ {2}Referrer-Policy: strict-origin-when-cross-origin$/m);
    expect(headersText).toMatch(/^ {2}Permissions-Policy: .*camera=\(\)/m);
  });
});

describe('scripts/serve.mjs sends the headers of build/_headers', () => {
  let child: ChildProcess;
  let port: number;
  beforeAll(async () => {
    child = spawn(process.execPath, [path.join(SITE_DIR, 'scripts/serve.mjs')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    port = await new Promise<number>((resolve) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /127\.0\.0\.1:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill()));

  const headersOf = (urlPath: string) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
          res.resume();
          resolve(res.headers);
        })
        .on('error', reject);
    });

  it.each(['/', '/concepts/', '/no-such-page/', '/manifest.json'])('%s', async (urlPath) => {
    const headers = await headersOf(urlPath);
    expect(headers['content-security-policy']).toBe(csp);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('build/robots.txt', () => {
  it('points to the sitemap and keeps printable pages and the app shell out', () => {
    const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))).toBe(true);
    expect(robots).toMatch(/^Disallow: \/\*\/printable\/$/m);
    expect(robots).toMatch(/^Disallow: \/app-shell\/$/m);
  });
});
