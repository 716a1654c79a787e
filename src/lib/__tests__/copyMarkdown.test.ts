import { copyMarkdown, loadMarkdown, MarkdownLoadError } from '../copyMarkdown';

const markdownResponse = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
    ...init,
  });

function fakeClipboard() {
  const written: string[] = [];
  return {
    written,
    writeText: jest.fn(async (text: string) => {
      written.push(text);
    }),
  };
}

/** A ClipboardItem stand-in that resolves its pending blobs like the browser does. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

/** A clipboard.write that, like the browser's, waits for the item's pending blob. */
const awaitingWrite = () =>
  jest.fn(async (items: ClipboardItems) => {
    await (items[0] as unknown as FakeClipboardItem).items['text/plain'];
  });

describe('loadMarkdown', () => {
  it('returns the text of a Markdown response', async () => {
    await expect(loadMarkdown('/a/index.md', async () => markdownResponse('# A\n'))).resolves.toBe(
      '# A\n',
    );
  });

  it('fails on an HTTP error, on an HTML page served instead, and on a network error', async () => {
    await expect(
      loadMarkdown('/a/index.md', async () => new Response('no', { status: 404 })),
    ).rejects.toThrow('Could not load /a/index.md: HTTP 404');
    await expect(
      loadMarkdown(
        '/a/index.md',
        async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      ),
    ).rejects.toThrow(MarkdownLoadError);
    await expect(
      loadMarkdown('/a/index.md', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe('copyMarkdown', () => {
  it('fetches the twin on demand and writes its text', async () => {
    const clipboard = fakeClipboard();
    const fetch = jest.fn(async () => markdownResponse('# Entry Points\n'));
    await expect(
      copyMarkdown('/concepts/entry-points/index.md', { fetch, clipboard }),
    ).resolves.toBe('copied');
    expect(fetch).toHaveBeenCalledWith('/concepts/entry-points/index.md', expect.anything());
    expect(clipboard.written).toEqual(['# Entry Points\n']);
  });

  it('starts a ClipboardItem write at once with the pending download where the browser has one', async () => {
    const clipboard = { ...fakeClipboard(), write: awaitingWrite() };
    let resolveFetch!: (response: Response) => void;
    const fetch = () => new Promise<Response>((resolve) => (resolveFetch = resolve));
    const outcome = copyMarkdown('/a/index.md', {
      fetch,
      clipboard,
      ClipboardItem: FakeClipboardItem as never,
    });
    // The write has begun before the download finished.
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    resolveFetch(markdownResponse('# A\n'));
    await expect(outcome).resolves.toBe('copied');
    const blob = await (clipboard.write.mock.calls[0]![0][0] as unknown as FakeClipboardItem).items[
      'text/plain'
    ]!;
    await expect(blob.text()).resolves.toBe('# A\n');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('falls back to writeText when the ClipboardItem write is refused', async () => {
    const clipboard = {
      ...fakeClipboard(),
      write: jest.fn(async (_items: ClipboardItems) =>
        Promise.reject(new Error('NotAllowedError')),
      ),
    };
    const outcome = await copyMarkdown('/a/index.md', {
      fetch: async () => markdownResponse('# A\n'),
      clipboard,
      ClipboardItem: FakeClipboardItem as never,
    });
    expect(outcome).toBe('copied');
    expect(clipboard.written).toEqual(['# A\n']);
  });

  it('reports a failed download as load-failed and writes nothing', async () => {
    const clipboard = { ...fakeClipboard(), write: awaitingWrite() };
    const outcome = await copyMarkdown('/a/index.md', {
      fetch: async () => new Response('', { status: 500 }),
      clipboard,
      ClipboardItem: FakeClipboardItem as never,
    });
    expect(outcome).toBe('load-failed');
    expect(clipboard.written).toEqual([]);
  });

  it('reports a clipboard that refuses, or is missing, as copy-failed', async () => {
    const fetch = async () => markdownResponse('x');
    const refusing = { writeText: async () => Promise.reject(new Error('denied')) };
    await expect(copyMarkdown('/a/index.md', { fetch, clipboard: refusing })).resolves.toBe(
      'copy-failed',
    );
    await expect(copyMarkdown('/a/index.md', { fetch })).resolves.toBe('copy-failed');
  });
});
