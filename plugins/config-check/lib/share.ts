/**
 * "Copy link": the pasted text, compressed (deflate-raw, CompressionStream) and base64url-encoded,
 * in the URL fragment (`#v=4&config=…`), which browsers never send to a server. Opening such a
 * link decodes it back to text for the editor; nothing in it is run. Pure (Web Streams, no DOM).
 */
import type { WebpackMajor } from './compile';

const PARAM = 'config';

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The fragment (without `#`) that holds a configuration text and the chosen version. */
export async function encodeShare(source: string, version: WebpackMajor): Promise<string> {
  const compressed = await pipe(
    new TextEncoder().encode(source),
    new CompressionStream('deflate-raw'),
  );
  return `v=${version}&${PARAM}=${toBase64Url(compressed)}`;
}

export interface SharedConfig {
  source: string;
  version?: WebpackMajor;
}

/** The text and version of a shared link's fragment; undefined when the fragment holds none; throws on a damaged one. */
export async function decodeShare(fragment: string): Promise<SharedConfig | undefined> {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const data = params.get(PARAM);
  if (data === null) return undefined;
  const bytes = await pipe(fromBase64Url(data), new DecompressionStream('deflate-raw'));
  const source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const v = params.get('v');
  return { source, ...(v === '4' || v === '5' ? { version: Number(v) as WebpackMajor } : {}) };
}
