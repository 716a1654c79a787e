/**
 * Issue #10 — the production server (`npm run serve`, scripts/serve.mjs) behaves like a CDN:
 * brotli/gzip, a year of immutable caching for hashed assets and revalidation for the rest,
 * ETag and 304, 301 to the trailing-slash URL, the not-found page with 404, and nothing outside
 * the build folder. Spawned as the command a reader runs, against the real build.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUILD_DIR } from './build';
import { startServer } from '../helpers/serve-process';

jest.setTimeout(60_000);

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  urlPath: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
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

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });

const mainScript = () => {
  const name = fs
    .readdirSync(path.join(BUILD_DIR, 'assets/js'))
    .find((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file));
  if (!name) throw new Error('No main.<hash>.js in the build');
  return {
    urlPath: `/assets/js/${name}`,
    content: fs.readFileSync(path.join(BUILD_DIR, 'assets/js', name)),
  };
};

describe('scripts/serve.mjs against the build', () => {
  let server: { port: number; child: ChildProcess };
  beforeAll(async () => {
    server = await startServer(BUILD_DIR);
  });
  afterAll(() => stopped(server.child));

  it('sends hashed assets with brotli or gzip and a year of immutable caching', async () => {
    const { urlPath, content } = mainScript();
    const br = await request(server.port, urlPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).equals(content)).toBe(true);

    const gzip = await request(server.port, urlPath, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(content)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);

    // and the chunk files (the first 20 of the build's): a chunk's hash is shorter than main's (CHUNK_FILENAME)
    const chunks = fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .filter((file) => /^\d+\.[0-9a-f]+\.js$/.test(file));
    expect(chunks.length).toBeGreaterThan(100);
    for (const chunk of chunks.slice(0, 20)) {
      expect((await request(server.port, `/assets/js/${chunk}`)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }

    const plain = await request(server.port, urlPath);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(content)).toBe(true);
  });

  it('revalidates HTML and unhashed files', async () => {
    const home = await request(server.port, '/', { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const manifest = await request(server.port, '/manifest.json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 304 to a matching If-None-Match, 200 to a stale one', async () => {
    const first = await request(server.port, '/concepts/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await request(server.port, '/concepts/', {
      'Accept-Encoding': 'br',
      'If-None-Match': etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await request(server.port, '/concepts/', { 'If-None-Match': 'W/"0-0"' });
    expect(stale.status).toBe(200);
  });

  it('redirects a page URL without its trailing slash with 301, keeping the query', async () => {
    const response = await request(server.port, '/concepts/entry-points?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/concepts/entry-points/?x=1');
  });

  it('never redirects to another host (a path starting with //)', async () => {
    const response = await request(server.port, '//concepts');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/concepts/');
  });

  it('answers an unknown path with 404 and the not-found page, not cached', async () => {
    const response = await request(server.port, '/no-such-page/');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.toString()).toContain('Page Not Found');
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await request(server.port, '/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const post = await request(server.port, '/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('scripts/serve.mjs and files outside the build folder', () => {
  let tmp: string;
  let server: { port: number; child: ChildProcess };
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.mkdirSync(path.join(tmp, 'site'));
    fs.writeFileSync(path.join(tmp, 'site', 'index.html'), '<!doctype html><title>site</title>');
    fs.writeFileSync(path.join(tmp, 'site', '404.html'), '<!doctype html><title>not found</title>');
    fs.writeFileSync(path.join(tmp, 'site', 'big.js'), 'x'.repeat(4096));
    fs.writeFileSync(path.join(tmp, 'site', 'big.js.gz'), zlib.gzipSync('precompressed'));
    // A sibling whose name starts like the served folder's.
    fs.mkdirSync(path.join(tmp, 'site-secret'));
    fs.writeFileSync(path.join(tmp, 'site-secret', 'key.txt'), 'secret');
    server = await startServer(path.join(tmp, 'site'));
  });
  afterAll(async () => {
    await stopped(server.child);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it.each(['/../site-secret/key.txt', '/..%2fsite-secret/key.txt', '/%2e%2e/site-secret/key.txt'])(
    'does not serve %s',
    async (urlPath) => {
      const response = await request(server.port, urlPath);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('secret');
    },
  );

  it('sends a precompressed file as it is', async () => {
    const response = await request(server.port, '/big.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe('precompressed');
  });
});
