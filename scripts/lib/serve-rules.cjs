/**
 * The production server's pure rules (scripts/serve.mjs), kept apart so they are unit-tested:
 * Accept-Encoding negotiation (RFC 9110 §12.5.3), path decoding, a byte-bounded LRU cache for
 * compressed files, and the `_headers` and `_redirects` files the build writes (what a CDN reads too).
 */

/** Codings the server can produce, in order of preference when the browser rates them equally. */
const SUPPORTED = ['br', 'gzip'];

/**
 * The coding to answer with, or null for the file as it is. Codings are case-insensitive;
 * `q=0` means "not acceptable"; `*` rates every coding not named; `x-gzip` is gzip.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
function pickEncoding(header = '') {
  /** @type {Map<string, number>} */
  const rated = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue;
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]) ? Number(match[1]) : 0;
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    rated.set(coding, Math.max(q, rated.get(coding) ?? 0));
  }
  let best = null;
  let bestQ = 0;
  for (const coding of SUPPORTED) {
    const q = rated.has(coding) ? rated.get(coding) : (rated.get('*') ?? 0);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return /** @type {'br' | 'gzip' | null} */ (best);
}

/**
 * The decoded path, or null when its percent-encoding is malformed (`/%`, `/%zz`, a cut UTF-8
 * sequence) or it decodes to a NUL byte.
 * @param {string} pathname
 * @returns {string | null}
 */
function decodeUrlPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/** A Map that keeps at most `budget` bytes of Buffers, dropping the least recently used first. */
class ByteLru {
  /** @param {number} budget */
  constructor(budget) {
    this.budget = budget;
    this.bytes = 0;
    /** @type {Map<string, Buffer>} */
    this.entries = new Map();
  }

  get size() {
    return this.entries.size;
  }

  /** @param {string} key */
  has(key) {
    return this.entries.has(key);
  }

  /** @param {string} key */
  get(key) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** @param {string} key @param {Buffer} value */
  set(key, value) {
    this.delete(key);
    if (value.length > this.budget) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  /** @param {string} key */
  delete(key) {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.length;
  }
}

/**
 * Parses a `_headers` file (the Netlify / Cloudflare Pages format): a path pattern on its own line,
 * then indented `Name: value` lines; `*` at the end of a pattern matches any rest of the path.
 * @param {string} text
 * @returns {{ pattern: string, headers: Record<string, string> }[]}
 */
function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: Record<string, string> }[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!match || !rule)
      throw new Error(
        `_headers line ${index + 1}: expected "  Name: value" under a path, got ${JSON.stringify(line)}`,
      );
    rule.headers[match[1]] = match[2].trim();
  });
  return rules;
}

/**
 * Every header the rules give a path, later rules overriding earlier ones.
 * @param {{ pattern: string, headers: Record<string, string> }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*')
      ? urlPath.startsWith(rule.pattern.slice(0, -1))
      : urlPath === rule.pattern;
    if (matches) Object.assign(out, rule.headers);
  }
  return out;
}

/** Redirect status codes a `_redirects` line may give (a 200 rewrite or 404 is not a redirect). */
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/**
 * Parses a `_redirects` file (the Netlify / Cloudflare Pages format, as plugins/redirects writes
 * it): `from to [status]` on a line, status 301 when left out. Lines that are not redirects
 * between site paths (comments, splats, rewrites, other hosts) are skipped, as a CDN skips what it
 * cannot read: the server never fails on the file.
 * @param {string} text
 * @returns {Map<string, { to: string, status: number }>} the first rule for each source wins
 */
function parseRedirectsFile(text) {
  /** @type {Map<string, { to: string, status: number }>} */
  const rules = new Map();
  for (const line of text.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    if (!fields[0] || fields[0].startsWith('#') || fields.length < 2 || fields.length > 3) continue;
    const [from, to, code = '301'] = fields;
    const status = Number(code);
    const sitePath = (value) => value.startsWith('/') && !value.startsWith('//');
    if (!REDIRECT_STATUS.has(status) || !sitePath(from) || !sitePath(to) || from.includes('*'))
      continue;
    if (!rules.has(from)) rules.set(from, { to, status });
  }
  return rules;
}

/**
 * The redirect for a decoded URL path: its own rule, or the rule of its trailing-slash form
 * (`/concepts/mode` goes straight to the new page, not through `/concepts/mode/`). The query
 * string is kept, before the target's anchor.
 * @param {Map<string, { to: string, status: number }>} rules
 * @param {string} urlPath
 * @param {string} [search] the request's `?…`, or ''
 * @returns {{ location: string, status: number } | null}
 */
function redirectFor(rules, urlPath, search = '') {
  const rule = rules.get(urlPath) ?? (urlPath.endsWith('/') ? undefined : rules.get(`${urlPath}/`));
  if (!rule) return null;
  const hash = rule.to.indexOf('#');
  const location =
    hash === -1
      ? `${rule.to}${search}`
      : `${rule.to.slice(0, hash)}${search}${rule.to.slice(hash)}`;
  return { location, status: rule.status };
}

module.exports = {
  pickEncoding,
  decodeUrlPath,
  ByteLru,
  parseHeadersFile,
  headersFor,
  parseRedirectsFile,
  redirectFor,
};
