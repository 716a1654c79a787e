/**
 * Issue #20 — scripts/serve.mjs never exits on a request and serves nothing outside its folder.
 * Each test starts the server as a reader does (`node scripts/serve.mjs`) on a throwaway site.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

jest.setTimeout(60_000);

import { startServer, type RunningServer as Running } from '../../tests/helpers/serve-process';

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  urlPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw request line, for paths an HTTP client would normalise. */
function rawStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

/** Resolves once the server's output matches (the log line may arrive after the response). */
function logged(server: Running, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pattern.test(server.output())) return;
      server.child.stderr!.off('data', check);
      resolve();
    };
    server.child.stderr!.on('data', check);
    check();
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

function site(): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-reliability-'));
  const dir = path.join(tmp, 'site');
  fs.mkdirSync(path.join(dir, 'concepts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>not found</title>');
  fs.writeFileSync(
    path.join(dir, 'concepts', 'index.html'),
    '<!doctype html><title>concepts</title>',
  );
  fs.mkdirSync(path.join(tmp, 'outside'));
  fs.writeFileSync(path.join(tmp, 'outside', 'secret.txt'), 'secret');
  return dir;
}

describe('a build folder that disappears under the running server', () => {
  let dir: string;
  let server: Running;
  beforeAll(async () => {
    dir = site();
    server = await startServer(dir);
  });
  afterAll(() => stopped(server.child));

  it('answers 404 while the folder is gone, keeps running, and serves it again when it is back', async () => {
    expect((await request(server.port, '/')).status).toBe(200);
    fs.renameSync(dir, `${dir}-gone`);
    const gone = await request(server.port, '/');
    expect(gone.status).toBe(404);
    expect((await request(server.port, '/concepts/')).status).toBe(404);
    expect(server.child.exitCode).toBeNull();
    fs.renameSync(`${dir}-gone`, dir);
    const back = await request(server.port, '/concepts/');
    expect(back.status).toBe(200);
    expect(back.body.toString()).toContain('concepts');
  });

  it('answers 404 in plain text when the not-found page itself is missing', async () => {
    fs.rmSync(path.join(dir, '404.html'));
    const response = await request(server.port, '/no-such-page/');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Not Found');
    expect((await request(server.port, '/')).status).toBe(200);
  });

  it('answers 500 and logs a path it cannot resolve, and the next request works', async () => {
    // Two symlinks pointing at each other: resolving either fails with ELOOP, not "not found".
    fs.symlinkSync(path.join(dir, 'loop-b.js'), path.join(dir, 'loop-a.js'));
    fs.symlinkSync(path.join(dir, 'loop-a.js'), path.join(dir, 'loop-b.js'));
    const response = await request(server.port, '/loop-a.js');
    expect(response.status).toBe(500);
    await logged(server, /loop-a\.js.*ELOOP|ELOOP.*loop-a\.js/s);
    expect((await request(server.port, '/')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('requests the server refuses', () => {
  let dir: string;
  let server: Running;
  beforeAll(async () => {
    dir = site();
    fs.symlinkSync(path.join(dir, '..', 'outside', 'secret.txt'), path.join(dir, 'leak.txt'));
    fs.symlinkSync(path.join(dir, '..', 'outside'), path.join(dir, 'leakdir'));
    fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd'));
    fs.symlinkSync(path.join(dir, 'concepts', 'index.html'), path.join(dir, 'inside.html'));
    server = await startServer(dir);
  });
  afterAll(() => stopped(server.child));

  it.each(['/%', '/%zz', '/concepts/%', '/%E0%A4%A'])(
    'answers 400 to the malformed path %s',
    async (target) => {
      const response = await request(server.port, target);
      expect(response.status).toBe(400);
      expect(response.body.toString()).not.toContain('<title>home</title>');
    },
  );

  it.each(['/leak.txt', '/leakdir/secret.txt', '/passwd'])(
    'does not follow the symlink %s out of the folder',
    async (target) => {
      const response = await request(server.port, target);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('secret');
      expect(response.body.toString()).not.toContain('root:');
    },
  );

  it('serves a symlink that stays inside the folder', async () => {
    const response = await request(server.port, '/inside.html');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('concepts');
  });

  it('answers a path with a backslash or dot segments without leaving the folder', async () => {
    expect(await rawStatus(server.port, '/..%5c..%5coutside/secret.txt')).toBe(404);
    expect(await rawStatus(server.port, '/../outside/secret.txt')).toBe(404);
  });
});

describe('compression', () => {
  let dir: string;
  let server: Running;
  let big: Buffer;
  beforeAll(async () => {
    dir = site();
    // Text that keeps the compressor busy: words from a fixed pseudo-random sequence (xorshift32
    // in 32-bit integer arithmetic; a float LCG loses precision and repeats after a few words,
    // which brotli then compresses 200 times over in a fraction of a second).
    let seed = 7;
    const words: string[] = [];
    let length = 0;
    while (length < 4_000_000) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const word = (seed >>> 0).toString(36);
      words.push(word);
      length += word.length + 1;
    }
    big = Buffer.from(words.join(' '));
    fs.writeFileSync(path.join(dir, 'llms-full.txt'), big);
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1);'.repeat(200));
    server = await startServer(dir);
  });
  afterAll(() => stopped(server.child));

  it('honours q=0 and upper-case codings', async () => {
    const noBr = await request(server.port, '/small.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const upper = await request(server.port, '/small.js', { 'Accept-Encoding': 'BR' });
    expect(upper.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(upper.body).toString()).toBe('console.log(1);'.repeat(200));
    const none = await request(server.port, '/small.js', { 'Accept-Encoding': 'gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers other requests while a large file is being compressed', async () => {
    const order: string[] = [];
    const large = request(server.port, '/llms-full.txt', { 'Accept-Encoding': 'br' }).then(
      (response) => {
        order.push('large');
        return response;
      },
    );
    // Give the large request time to reach the server before the small one is sent (setup, not an assertion).
    await new Promise((resolve) => setTimeout(resolve, 150));
    const small = request(server.port, '/small.js').then((response) => {
      order.push('small');
      return response;
    });
    const [largeResponse, smallResponse] = await Promise.all([large, small]);
    expect(smallResponse.status).toBe(200);
    expect(order).toEqual(['small', 'large']);
    expect(zlib.brotliDecompressSync(largeResponse.body).equals(big)).toBe(true);
  });
  it('compresses with brotli at the quality it is given (the browser tests ask for a quick one)', async () => {
    fs.writeFileSync(path.join(dir, 'medium.txt'), big.subarray(0, 200_000));
    const quick = await startServer(dir, { BROTLI_QUALITY: '5' });
    try {
      const response = await request(quick.port, '/medium.txt', { 'Accept-Encoding': 'br' });
      const at = (quality: number) =>
        zlib.brotliCompressSync(big.subarray(0, 200_000), {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: 200_000,
          },
        });
      expect(response.body.equals(at(5))).toBe(true);
      expect(response.body.equals(at(9))).toBe(false);
    } finally {
      await stopped(quick.child);
    }
  });
});

describe("old URLs from the build's _redirects", () => {
  let dir: string;
  let server: Running;
  beforeAll(async () => {
    dir = site();
    fs.writeFileSync(
      path.join(dir, '_redirects'),
      '/concepts/mode/ /concepts/#mode 301\n/migrating/ /concepts/ 301\n',
    );
    // the fallback page the build writes at an old URL, for hosts without redirects
    fs.mkdirSync(path.join(dir, 'migrating'));
    fs.writeFileSync(
      path.join(dir, 'migrating', 'index.html'),
      '<!doctype html><title>moved</title>',
    );
    server = await startServer(dir);
  });
  afterAll(() => stopped(server.child));

  it('answers 301 to the page, with or without the trailing slash, before any file', async () => {
    for (const [from, to] of [
      ['/concepts/mode/', '/concepts/#mode'],
      ['/concepts/mode', '/concepts/#mode'],
      ['/migrating/', '/concepts/'],
      ['/migrating?from=so', '/concepts/?from=so'],
    ]) {
      const response = await request(server.port, from!);
      expect({ from, status: response.status, location: response.headers.location }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it('reads the file again when the build changes it, and keeps its other rules', async () => {
    fs.writeFileSync(path.join(dir, '_redirects'), '/renamed/ /concepts/ 301\n');
    expect((await request(server.port, '/renamed/')).headers.location).toBe('/concepts/');
    expect((await request(server.port, '/concepts/mode/')).status).toBe(404);
    expect((await request(server.port, '/concepts')).headers.location).toBe('/concepts/');
    expect(await rawStatus(server.port, '/%zz/')).toBe(400);
  });
});
