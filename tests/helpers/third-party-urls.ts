/**
 * Finds absolute URLs in built files that a browser would request on its own (not links a
 * reader follows): resources in HTML, url()/@import in CSS, and requests or resource props in
 * JavaScript (string literals read with acorn's tokenizer, so a URL quoted inside a code sample
 * is not mistaken for one the page loads). Absolute means another host: the site itself only
 * uses root-relative URLs.
 */

import { tokenizer, tokTypes as tt, type Token as AcornToken } from 'acorn';

/** acorn's tokens carry their value at run time; its type declarations leave it out. */
type Token = AcornToken & { value?: unknown };

export interface FoundUrl {
  url: string;
  /** what would request it, e.g. `<script src>` or `fetch()` */
  via: string;
}

const ABSOLUTE = /^(?:https?:)?\/\//i;

/** HTML attributes that make the browser fetch something by themselves. */
const FETCHING_LINK_RELS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'apple-touch-icon-precomposed',
  'mask-icon',
  'manifest',
]);
const RESOURCE_ATTRIBUTES: Record<string, string[]> = {
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  input: ['src'],
  object: ['data'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
};

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z:-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const value = match[2] ?? '';
    out.set(match[1]!.toLowerCase(), value.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&'));
  }
  return out;
}

/** `srcset` holds several URLs, each followed by an optional descriptor. */
const srcsetUrls = (value: string) =>
  value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');

/** url(...) and @import in CSS text. */
export function cssUrls(css: string, via = 'CSS url()'): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const match of css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi)) {
    if (ABSOLUTE.test(match[2]!.trim())) found.push({ url: match[2]!.trim(), via });
  }
  for (const match of css.matchAll(/@import\s+(["'])([^"']+)\1/gi)) {
    if (ABSOLUTE.test(match[2]!)) found.push({ url: match[2]!, via: 'CSS @import' });
  }
  return found;
}

export function htmlUrls(html: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const [tag, name] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>/g)) {
    const element = name!.toLowerCase();
    const attrs = attributes(tag);
    const add = (url: string | undefined, via: string) => {
      if (url && ABSOLUTE.test(url.trim())) found.push({ url: url.trim(), via });
    };
    if (element === 'link') {
      const rels = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rels.some((rel) => FETCHING_LINK_RELS.has(rel)))
        add(attrs.get('href'), `<link rel=${attrs.get('rel')}>`);
    }
    if (element === 'meta' && (attrs.get('http-equiv') ?? '').toLowerCase() === 'refresh') {
      add(attrs.get('content')?.split(/url=/i)[1], '<meta http-equiv=refresh>');
    }
    for (const attribute of RESOURCE_ATTRIBUTES[element] ?? []) {
      const value = attrs.get(attribute);
      if (value === undefined) continue;
      const urls = attribute === 'srcset' ? srcsetUrls(value) : [value];
      for (const url of urls) add(url, `<${element} ${attribute}>`);
    }
    const style = attrs.get('style');
    if (style) found.push(...cssUrls(style, `<${element} style>`));
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    found.push(...cssUrls(css!, '<style>'));
  return found;
}

/** Calls that fetch their first argument. */
const REQUEST_CALLS = new Set([
  'fetch',
  'importScripts',
  'sendBeacon',
  'Worker',
  'SharedWorker',
  'EventSource',
  'WebSocket',
  'import',
]);
/** Properties (JSX props, DOM properties) that make the browser fetch their value. */
const RESOURCE_PROPS = new Set(['src', 'srcSet', 'srcset', 'poster']);
const RESOURCE_FILE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|css|m?js)(?:[?#]|$)/i;

interface Literal {
  value: string;
  /** the tokens just before the literal, nearest last */
  before: Token[];
}

/**
 * Every string and template literal of a script, with what precedes it. Template expressions
 * are kept as `${…}`: `https://github.com/${handle}.png` is still recognisably an image URL.
 */
function literals(js: string): Literal[] {
  const out: Literal[] = [];
  const recent: Token[] = [];
  let template: { parts: string[]; before: Token[]; depth: number } | null = null;
  for (const token of tokenizer(js, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
  }) as Iterable<Token>) {
    if (token.type === tt.backQuote) {
      if (template && template.depth === 0) {
        out.push({ value: template.parts.join(''), before: template.before });
        template = null;
      } else if (!template) {
        template = { parts: [], before: recent.slice(-4), depth: 0 };
      }
    } else if (template && template.depth === 0 && token.type === tt.template) {
      template.parts.push(String(token.value ?? ''));
    } else if (template && token.type === tt.dollarBraceL) {
      if (template.depth === 0) template.parts.push('${…}');
      template.depth += 1;
    } else if (template && template.depth > 0 && token.type === tt.braceR) {
      template.depth -= 1;
    } else if (!template && token.type === tt.string) {
      out.push({ value: String(token.value), before: recent.slice(-4) });
    }
    if (!template) {
      recent.push(token);
      if (recent.length > 4) recent.shift();
    }
  }
  return out;
}

const isName = (token: Token | undefined, names: Set<string>) =>
  token !== undefined &&
  (token.type === tt.name || token.type.keyword !== undefined) &&
  names.has(String(token.value ?? token.type.keyword));

/** What would make the browser request this absolute URL literal, or null if it is just text or a link. */
function requestedVia({ value, before }: Literal): string | null {
  const [fourth, third, second, previous] = [
    before.at(-4),
    before.at(-3),
    before.at(-2),
    before.at(-1),
  ];
  if (previous?.type === tt.parenL && isName(second, REQUEST_CALLS))
    return `${String(second!.value ?? second!.type.keyword)}()`;
  if ((previous?.type === tt.colon || previous?.type === tt.eq) && isName(second, RESOURCE_PROPS))
    return `${String(second!.value)} property`;
  if (
    previous?.type === tt.comma &&
    second?.type === tt.string &&
    third?.type === tt.parenL &&
    isName(fourth, new Set(['open']))
  ) {
    return 'XMLHttpRequest.open()';
  }
  // Text of the page (JSX children) may quote URLs; it is not fetched.
  if (previous?.type === tt.colon && isName(second, new Set(['children']))) return null;
  if (RESOURCE_FILE.test(value)) return 'resource file URL (image, font, script, style)';
  return null;
}

export function jsUrls(js: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  for (const literal of literals(js)) {
    if (!ABSOLUTE.test(literal.value)) continue;
    const via = requestedVia(literal);
    if (via) found.push({ url: literal.value, via });
  }
  // Stylesheet or font links created from JS: rel and an absolute href in one props object.
  for (const match of js.matchAll(/\{[^{}]{0,300}\}/g)) {
    const props = match[0];
    const rel = props.match(/\brel\s*:\s*["']([^"']+)["']/)?.[1];
    const href = props.match(/\bhref\s*:\s*(["'`])((?:https?:)?\/\/[^"'`\s]+)\1/)?.[2];
    if (rel && href && rel.split(/\s+/).some((r) => FETCHING_LINK_RELS.has(r)))
      found.push({ url: href, via: `<link rel=${rel}> from JS` });
  }
  // One entry per URL, however many patterns saw it.
  return [...new Map(found.map((entry) => [entry.url, entry])).values()];
}
