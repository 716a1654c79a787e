import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

describe('examples/web-workers', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('web-workers');
  }, 60_000);

  it('emits the worker as its own file, named by the magic comment', () => {
    expect(build.files).toEqual(['index.html', 'main.js', 'primes-worker.js']);
    const chunks = build.stats.toJson({ all: false, chunks: true }).chunks ?? [];
    expect(chunks.find((c) => c.names?.includes('primes-worker'))?.files).toEqual([
      'primes-worker.js',
    ]);
    // The worker file holds the worker and the module it imports (the sieve's Uint8Array); the page's file holds neither.
    expect(build.read('primes-worker.js')).toContain('new Uint8Array');
    expect(build.read('primes-worker.js')).toContain('self.postMessage');
    expect(build.read('main.js')).not.toContain('Uint8Array');
  });

  it('rewrites new URL(...) to the emitted file, resolved against the public path', () => {
    const code = build.read('main.js');
    expect(code).not.toContain('primes.worker.js');
    expect(code).toMatch(/new Worker\(new URL\(\w+\.p\+\w+\.u\(\d+\),\w+\.b\)\)/);
    expect(code).toContain('"primes-worker.js"');
  });

  it('only lists the page script in the HTML; the page starts the worker itself', () => {
    const html = build.read('index.html');
    expect(html).toContain('src=main.js');
    expect(html).not.toContain('primes-worker');
  });

  it('starts the worker from its URL and gets the answer back', async () => {
    const page = createBrowserSandbox(build);
    page.runScript('main.js');
    expect(page.workers).toEqual(['http://localhost/primes-worker.js']);
    await page.settle();
    expect(page.logs).toEqual([['9592 primes below 100000, the largest is 99991']]);
  });

  describe('examples/web-workers/node: worker_threads', () => {
    let nodeBuild: ExampleBuild;
    beforeAll(async () => {
      nodeBuild = await buildExample('web-workers/node');
    }, 60_000);

    it('emits the worker as its own file for Node.js too', () => {
      expect(nodeBuild.files).toEqual(['main.js', 'primes-worker.js']);
      expect(nodeBuild.read('main.js')).not.toContain('Uint8Array');
      expect(nodeBuild.read('primes-worker.js')).toContain('new Uint8Array');
    });

    it('runs in Node.js: the worker thread answers', () => {
      const out = execFileSync(process.execPath, [path.join(nodeBuild.outputPath, 'main.js')], {
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 30_000,
      });
      expect(out).toBe('9592 primes below 100000, the largest is 99991\n');
    });
  });
});
