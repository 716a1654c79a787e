/**
 * versioned_docs/version-4/guides/web-workers.md: webpack 4.47.0 cannot bundle
 * `new Worker(new URL(…, import.meta.url))` (its parser rejects import.meta),
 * so the example builds the worker as an entry of its own with
 * `target: 'webworker'` in a second configuration of the same export. The page
 * starts it by file name and the worker answers with the primes it found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, prepareV4Example, type ExampleBuild4 } from '../../helpers/build-example';
import { openPage } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

let build: ExampleBuild4;

beforeAll(async () => {
  build = await buildExample4('v4/web-workers');
});

describe('v4 web-workers example', () => {
  test('one run of both configurations emits the page, its script and the worker', () => {
    expect(build.files).toEqual(['index.html', 'main.js', 'primes-worker.js']);
    expect(
      [...build.read('index.html').matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['main.js']);
    // The sieve is in the worker's file only.
    expect(build.read('primes-worker.js')).toContain('Uint8Array');
    expect(build.read('main.js')).not.toContain('Uint8Array');
  });

  test('the page starts the worker, which answers with the primes below 100000', async () => {
    const page = await openPage(build, ['main.js']);
    await page.settle();
    expect(page.workers).toEqual(['http://localhost/primes-worker.js']);
    expect(page.logs).toEqual([['9592 primes below 100000, the largest is 99991']]);
  });

  test("target: 'webworker': a chunk the worker splits off is loaded with importScripts()", async () => {
    const dir = prepareV4Example('v4/web-workers');
    const worker = path.join(dir, 'src/primes.worker.js');
    const source = fs.readFileSync(worker, 'utf8');
    expect(source).toContain("import { primesBelow } from './primes.js';\n");
    fs.writeFileSync(
      worker,
      source
        .replace("import { primesBelow } from './primes.js';\n", '')
        .replace(
          'self.postMessage({ limit, primes: primesBelow(limit) });',
          "import('./primes.js').then(({ primesBelow }) => self.postMessage({ limit, primes: primesBelow(limit) }));",
        ),
    );
    const split = await buildExample4('v4/web-workers', { dir });
    expect(split.files.filter((file) => /^\d+\.js$/.test(file))).toHaveLength(1);
    const page = await openPage(split, ['main.js']);
    await page.settle();
    expect(page.logs).toEqual([['9592 primes below 100000, the largest is 99991']]);
  });

  test('new Worker(new URL(…, import.meta.url)) does not build with webpack 4', async () => {
    const dir = prepareV4Example('v4/web-workers');
    const index = path.join(dir, 'src/index.js');
    const source = fs.readFileSync(index, 'utf8');
    expect(source).toContain("new Worker('primes-worker.js')");
    fs.writeFileSync(
      index,
      source.replace(
        "new Worker('primes-worker.js')",
        "new Worker(new URL('./primes.worker.js', import.meta.url))",
      ),
    );
    await expect(buildExample4('v4/web-workers', { dir })).rejects.toThrow(
      /Module parse failed: Unexpected token[\s\S]*You may need an appropriate loader/,
    );
  });
});
