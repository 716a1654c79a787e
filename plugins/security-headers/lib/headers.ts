/**
 * The site's response headers, one source for the production server (scripts/serve.mjs reads
 * build/_headers) and a CDN (the same file, Netlify / Cloudflare Pages format).
 *
 * The Content-Security-Policy allows scripts from the site only, plus the inline scripts of the
 * built HTML by their SHA-256 hash (computed from the built files, so minification is accounted
 * for): no 'unsafe-inline' for scripts. Styles keep 'unsafe-inline' (React and Docusaurus write
 * style attributes).
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Script types the browser executes (anything else, such as JSON-LD, is data and needs no hash). */
const EXECUTED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineScriptReport {
  /** `sha256-…` sources for each distinct inline script. */
  hashes: string[];
  /** Inline event-handler attributes (`onclick=…`), which no hash can allow: must be none. */
  eventHandlers: string[];
}

/** The inline scripts and event-handler attributes of one HTML document. */
export function inlineScripts(html: string): InlineScriptReport {
  const hashes = new Set<string>();
  const eventHandlers: string[] = [];
  let inScript: { text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const attribute of Object.keys(attributes)) {
          if (/^on/i.test(attribute)) eventHandlers.push(`<${name} ${attribute}>`);
        }
        if (
          name === 'script' &&
          attributes.src === undefined &&
          EXECUTED_TYPES.has((attributes.type ?? '').trim().toLowerCase())
        ) {
          inScript = { text: '' };
        }
      },
      ontext(text) {
        if (inScript) inScript.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && inScript) {
          hashes.add(
            `sha256-${createHash('sha256').update(inScript.text, 'utf8').digest('base64')}`,
          );
          inScript = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { hashes: [...hashes], eventHandlers };
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  /** Extra hosts per directive, e.g. analytics or Algolia when configured. */
  extra?: Partial<Record<'script-src' | 'connect-src' | 'img-src', readonly string[]>>;
}

export function contentSecurityPolicy({ scriptHashes, extra = {} }: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...[...scriptHashes].sort().map((hash) => `'${hash}'`),
        ...(extra['script-src'] ?? []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(extra['img-src'] ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(extra['connect-src'] ?? [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every header the site sends with every response. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The `_headers` file: the security headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  return [
    '# Written by plugins/security-headers at build time (README: "Response headers").',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
}
