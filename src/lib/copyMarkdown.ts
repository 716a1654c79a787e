/**
 * Copies a page's Markdown twin to the clipboard, fetched only when asked.
 *
 * Safari keeps the click's permission to write the clipboard only while the
 * write starts synchronously, so where `ClipboardItem` exists the write begins
 * at once with the download as a pending value; elsewhere (or if that fails)
 * the text is written once it has arrived.
 */

export type CopyOutcome = 'copied' | 'load-failed' | 'copy-failed';

export interface CopyEnvironment {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  clipboard?: Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
  /** The browser's ClipboardItem constructor, when it has one. */
  ClipboardItem?: typeof ClipboardItem;
}

export class MarkdownLoadError extends Error {
  constructor(url: string, reason: string) {
    super(`Could not load ${url}: ${reason}`);
    this.name = 'MarkdownLoadError';
  }
}

/** Downloads the twin; a missing file, or an HTML page served in its place, is an error. */
export async function loadMarkdown(
  url: string,
  fetchImpl: CopyEnvironment['fetch'],
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'text/markdown, text/plain;q=0.9' } });
  } catch (error) {
    throw new MarkdownLoadError(url, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new MarkdownLoadError(url, `HTTP ${response.status}`);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new MarkdownLoadError(url, 'the server answered with an HTML page');
  }
  return response.text();
}

export async function copyMarkdown(url: string, env: CopyEnvironment): Promise<CopyOutcome> {
  const { clipboard } = env;
  if (!clipboard) return 'copy-failed';
  const text = loadMarkdown(url, env.fetch);
  // Settled either way, so an early failure is never reported as unhandled.
  const loaded = text.then(
    () => true,
    () => false,
  );
  if (env.ClipboardItem && clipboard.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return 'copied';
    } catch {
      // Fall through: a failed download, or a browser that takes no pending values.
    }
  }
  if (!(await loaded)) return 'load-failed';
  try {
    await clipboard.writeText(await text);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}
