#!/usr/bin/env node
/**
 * Serves the production build (build/) the way a CDN would:
 * - `/concepts` answers 301 to `/concepts/` when that page exists;
 * - unknown paths answer 404 with the site's not-found page;
 * - gzip or brotli when the browser accepts it (a precompressed `file.br`/`file.gz` beside the
 *   file is sent as it is; otherwise the file is compressed once and kept in memory);
 * - hashed assets cached for a year, HTML and the service worker revalidated;
 * - an ETag on every file, and 304 Not Modified when the browser already has it.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md', '.svg', '.map']);

/** Cache policy by path: content-hashed files never change; everything else revalidates. */
export function cacheControl(urlPath) {
  if (/^\/assets\//.test(urlPath) && /[.-][0-9a-f]{8,}\./i.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** Picks the encoding for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Weak validator from size and modification time (the same for every encoding of the file). */
export function etagFor(stat) {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function createServer(buildDir) {
  const root = path.resolve(buildDir);
  const compressed = new Map();

  const fileFor = (urlPath) => {
    const resolved = path.join(root, urlPath);
    // Inside the build folder only (a sibling such as build-old/ shares the prefix, not the separator).
    if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
    try {
      const stat = fs.statSync(resolved);
      if (stat.isFile()) return resolved;
      if (stat.isDirectory() && fs.existsSync(path.join(resolved, 'index.html'))) return path.join(resolved, 'index.html');
    } catch {
      // not found
    }
    return null;
  };

  const send = (req, res, file, status, urlPath) => {
    const ext = path.extname(file);
    const stat = fs.statSync(file);
    const etag = etagFor(stat);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControl(urlPath) : 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (status === 200) {
      headers.ETag = etag;
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let body = fs.readFileSync(file);
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const key = `${encoding}:${file}:${etag}`;
      if (!compressed.has(key)) {
        compressed.set(
          key,
          fs.existsSync(precompressed)
            ? fs.readFileSync(precompressed)
            : encoding === 'br'
              ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
              : zlib.gzipSync(body, { level: 9 }),
        );
      }
      body = compressed.get(key);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    // Parsed as a path: `//host/x` must stay a path here, not become another host.
    const url = new URL(`http://localhost${req.url?.startsWith('/') ? '' : '/'}${req.url ?? ''}`);
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = '/';
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const file = fileFor(urlPath);
    if (file && file.endsWith('index.html') && !urlPath.endsWith('/') && !urlPath.endsWith('.html')) {
      // One leading slash: `//concepts/` would send the browser to a host named "concepts".
      const location = `/${url.pathname.replace(/^\/+/, '')}/${url.search}`;
      res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600' });
      res.end();
      return;
    }
    if (file) {
      send(req, res, file, 200, urlPath);
      return;
    }
    send(req, res, path.join(root, '404.html'), 404, urlPath);
  });
}

const isMain = /serve\.mjs$/.test(process.argv[1] ?? '');
if (isMain) {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createServer(buildDir);
  server.listen(port, host, () => {
    const address = server.address();
    console.log(`Serving ${buildDir}/ at http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
  });
}
