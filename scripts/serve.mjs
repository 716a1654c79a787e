#!/usr/bin/env node
/**
 * Serves the production build (build/) the way a CDN would:
 * - `/concepts` answers 301 to `/concepts/` when that page exists;
 * - an old URL listed in the build's `_redirects` (plugins/redirects, from src/data/redirects.json)
 *   answers 301 to its page, with or without its trailing slash, the query string kept;
 * - unknown paths answer 404 with the site's not-found page; a malformed path 400;
 * - paths are resolved with realpath and must stay inside the build folder (no symlink leads out);
 * - gzip or brotli when the browser accepts it (RFC 9110: q-values, any case): a precompressed
 *   `file.br`/`file.gz` beside the file is sent as it is; otherwise the file is compressed off the
 *   event loop and kept in a cache of at most COMPRESSED_CACHE_MB (default 64) megabytes;
 * - hashed assets cached for a year, HTML and the service worker revalidated;
 * - an ETag on every file, and 304 Not Modified when the browser already has it;
 * - the headers of the build's `_headers` file (Content-Security-Policy, Referrer-Policy…), the
 *   same file a CDN reads;
 * - a filesystem error answers 500 (404 when the file is gone) and is logged; the server keeps
 *   running, so a rebuild that replaces the folder under it does no harm.
 *
 * Environment: PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build),
 * COMPRESSED_CACHE_MB (default 64), BROTLI_QUALITY (default 9).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import rules from './lib/serve-rules.cjs';

const { ByteLru, decodeUrlPath, headersFor, parseHeadersFile, parseRedirectsFile, redirectFor } =
  rules;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.md',
  '.svg',
  '.map',
]);

/** Cache policy by path: content-hashed files never change; everything else revalidates. */
export function cacheControl(urlPath) {
  if (/^\/assets\//.test(urlPath) && /[.-][0-9a-f]{6,}\./i.test(urlPath))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** Picks the encoding for an Accept-Encoding header (RFC 9110): brotli, then gzip, else none. */
export const pickEncoding = rules.pickEncoding;

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

const GONE = new Set(['ENOENT', 'ENOTDIR']);

/** Compresses off the event loop (zlib's thread pool). */
function compress(body, encoding, brotliQuality) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}

/**
 * @param {string} buildDir
 * @param {{ compressedCacheBytes?: number, brotliQuality?: number }} [options] `brotliQuality`
 *   (0 to 11, default 9, or BROTLI_QUALITY): the browser tests use 5, which compresses a docs
 *   version's thousand files (21.7 MB) in about a second where 9 takes a minute of CPU, for
 *   1% more bytes
 */
export function createServer(
  buildDir,
  {
    compressedCacheBytes = Number(process.env.COMPRESSED_CACHE_MB ?? 64) * 1024 * 1024,
    brotliQuality = Number(process.env.BROTLI_QUALITY ?? 9),
  } = {},
) {
  const root = path.resolve(buildDir);
  const compressed = new ByteLru(compressedCacheBytes);
  /** Compressions under way, so concurrent first requests for one file compress it once. */
  const pending = new Map();
  let headerRules = { key: '', rules: [] };
  let redirectRules = { key: '', rules: new Map() };

  /** The build folder's real path, or null while it is missing (between builds). */
  const realRoot = async () => {
    try {
      return await fs.promises.realpath(root);
    } catch (error) {
      if (GONE.has(error.code)) return null;
      throw error;
    }
  };

  /** The `_headers` rules of the build being served, read again when the file changes. */
  const headersOf = async (base, urlPath) => {
    const file = path.join(base, '_headers');
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch (error) {
      if (GONE.has(error.code)) return {};
      throw error;
    }
    const key = `${file}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (headerRules.key !== key)
      headerRules = { key, rules: parseHeadersFile(await fs.promises.readFile(file, 'utf8')) };
    return headersFor(headerRules.rules, urlPath);
  };

  /** The `_redirects` rules of the build being served, read again when the file changes. */
  const redirectsOf = async (base) => {
    const file = path.join(base, '_redirects');
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch (error) {
      if (GONE.has(error.code)) return new Map();
      throw error;
    }
    const key = `${file}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (redirectRules.key !== key)
      redirectRules = { key, rules: parseRedirectsFile(await fs.promises.readFile(file, 'utf8')) };
    return redirectRules.rules;
  };

  /** The real file for a URL path, inside the build folder, or null when there is none. */
  const fileFor = async (base, urlPath) => {
    const resolved = path.join(base, urlPath);
    // Inside the build folder only (a sibling such as build-old/ shares the prefix, not the separator).
    const inside = (file) => file === base || file.startsWith(base + path.sep);
    if (!inside(resolved)) return null;
    let real;
    try {
      real = await fs.promises.realpath(resolved);
    } catch (error) {
      if (GONE.has(error.code)) return null;
      throw error;
    }
    // A symlink must not lead out of the folder.
    if (!inside(real)) return null;
    const stat = await fs.promises.stat(real);
    if (stat.isFile()) return real;
    if (stat.isDirectory()) {
      const index = path.join(real, 'index.html');
      try {
        const indexReal = await fs.promises.realpath(index);
        if (inside(indexReal) && (await fs.promises.stat(indexReal)).isFile()) return indexReal;
      } catch (error) {
        if (!GONE.has(error.code)) throw error;
      }
    }
    return null;
  };

  const compressedBody = async (file, etag, encoding, body) => {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached && cached.etag === etag) return cached;
    const pendingKey = `${key}:${etag}`;
    if (!pending.has(pendingKey)) {
      const job = (async () => {
        let out;
        try {
          out = await fs.promises.readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
        } catch (error) {
          if (!GONE.has(error.code)) throw error;
          out = await compress(body, encoding, brotliQuality);
        }
        out.etag = etag;
        compressed.set(key, out);
        return out;
      })().finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, job);
    }
    return pending.get(pendingKey);
  };

  const send = async (req, res, file, status, urlPath, extraHeaders) => {
    const ext = path.extname(file);
    const stat = await fs.promises.stat(file);
    const etag = etagFor(stat);
    const headers = {
      ...extraHeaders,
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
    let body = await fs.promises.readFile(file);
    const encoding =
      COMPRESSIBLE.has(ext) && body.length > 1024
        ? pickEncoding(req.headers['accept-encoding'])
        : null;
    if (encoding) {
      body = await compressedBody(file, etag, encoding, body);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const plain = (res, status, text, extraHeaders = {}) => {
    res.writeHead(status, {
      ...extraHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(text);
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    // Parsed as a path: `//host/x` must stay a path here, not become another host.
    const url = new URL(`http://localhost${req.url?.startsWith('/') ? '' : '/'}${req.url ?? ''}`);
    const urlPath = decodeUrlPath(url.pathname);
    if (urlPath === null) {
      plain(res, 400, 'Bad Request: malformed percent-encoding in the path\n');
      return;
    }
    const base = await realRoot();
    if (!base) {
      plain(res, 404, 'Not Found\n');
      return;
    }
    const securityHeaders = await headersOf(base, urlPath);
    // Before the files: the build also writes a fallback page at each old URL, for other hosts.
    const redirect = redirectFor(await redirectsOf(base), urlPath, url.search);
    if (redirect) {
      res.writeHead(redirect.status, {
        ...securityHeaders,
        Location: redirect.location,
        'Cache-Control': 'public, max-age=3600',
      });
      res.end();
      return;
    }
    const file = await fileFor(base, urlPath);
    if (
      file &&
      file.endsWith('index.html') &&
      !urlPath.endsWith('/') &&
      !urlPath.endsWith('.html')
    ) {
      // One leading slash: `//concepts/` would send the browser to a host named "concepts".
      const location = `/${url.pathname.replace(/^\/+/, '')}/${url.search}`;
      res.writeHead(301, {
        ...securityHeaders,
        Location: location,
        'Cache-Control': 'public, max-age=3600',
      });
      res.end();
      return;
    }
    if (file) {
      await send(req, res, file, 200, urlPath, securityHeaders);
      return;
    }
    try {
      await send(req, res, path.join(base, '404.html'), 404, urlPath, securityHeaders);
    } catch (error) {
      if (!GONE.has(error.code)) throw error;
      plain(res, 404, 'Not Found\n', securityHeaders);
    }
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      const gone = GONE.has(error?.code);
      console.error(`serve: ${req.method} ${req.url} failed: ${error?.stack ?? error}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      plain(res, gone ? 404 : 500, gone ? 'Not Found\n' : 'Internal Server Error\n');
    });
  });
  server.compressedCache = compressed;
  return server;
}

/** Ends the process, naming the command to run, when `buildDir` holds no production build. */
export function requireBuild(buildDir, advice = 'run `npm run build` first') {
  if (fs.existsSync(path.join(buildDir, 'index.html'))) return;
  console.error(`No production build in ${buildDir}/: ${advice}.`);
  process.exit(1);
}

/**
 * Serves `buildDir` on a free loopback port; resolves to the server and its base URL.
 * @param {string} buildDir
 * @param {Parameters<typeof createServer>[1]} [options] as createServer's
 */
export async function serveOnFreePort(buildDir, options) {
  const server = createServer(buildDir, options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { server, baseUrl: `http://127.0.0.1:${server.address().port}` };
}

const isMain = /serve\.mjs$/.test(process.argv[1] ?? '');
if (isMain) {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  requireBuild(buildDir);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createServer(buildDir);
  server.listen(port, host, () => {
    const address = server.address();
    console.log(
      `Serving ${buildDir}/ at http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
    );
  });
}
