/**
 * versioned_docs/version-4/guides/lazy-loading.md: import() with
 * webpackChunkName puts chart.js into chart.bundle.js, which webpack 4's
 * runtime loads on the first click only; when the download fails, import()
 * rejects with a ChunkLoadError and the next click tries again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildExample4,
  editExampleFile,
  prepareV4Example,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { openPage } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

describe('v4 lazy-loading', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4('v4/lazy-loading');
  });

  test('chart.js is in chart.bundle.js, not in index.bundle.js; index.html loads only index.bundle.js', () => {
    expect(build.files).toEqual(['chart.bundle.js', 'index.bundle.js', 'index.html']);
    expect(build.read('chart.bundle.js')).toContain('chart.js loaded');
    expect(build.read('index.bundle.js')).not.toContain('chart.js loaded');
    expect(
      [...build.read('index.html').matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['index.bundle.js']);
  });

  test('the first click loads the chunk and draws the chart; the second click reuses the module', async () => {
    const page = await openPage(build, ['index.bundle.js']);
    expect(page.loadedScripts).toEqual(['http://localhost/index.bundle.js']);
    const button = page.document.body.querySelector('button')!;
    button.click();
    await page.settle();
    expect(page.loadedScripts).toEqual([
      'http://localhost/index.bundle.js',
      'http://localhost/chart.bundle.js',
    ]);
    expect(page.document.body.getElementsByTagName('pre').map((pre) => pre.textContent)).toEqual([
      '###\n#####\n##',
    ]);
    button.click();
    await page.settle();
    expect(page.loadedScripts).toHaveLength(2);
    expect(page.logs).toEqual([['chart.js loaded']]);
    expect(page.document.body.getElementsByTagName('pre')).toHaveLength(2);
  });
});

describe('v4 lazy-loading: a failed download', () => {
  test('rejects with ChunkLoadError: Loading chunk chart failed; the next click after the file is back works', async () => {
    const build = await buildExample4('v4/lazy-loading/retry');
    const chunk = path.join(build.outputPath, 'chart.bundle.js');
    const saved = fs.readFileSync(chunk);
    fs.rmSync(chunk);
    const page = await openPage(build, ['index.bundle.js']);
    const button = page.document.body.querySelector('button')!;
    button.click();
    await page.settle();
    expect(page.logs).toEqual([
      ['ChunkLoadError: Loading chunk chart failed. Click to try again.'],
    ]);
    fs.writeFileSync(chunk, saved);
    button.click();
    await page.settle();
    expect(page.loadedScripts.filter((src) => src.endsWith('chart.bundle.js'))).toHaveLength(2);
    expect(page.document.body.getElementsByTagName('pre')).toHaveLength(1);
  });
});

describe('v4 lazy-loading: syntax webpack 4 cannot parse', () => {
  test('optional chaining in a module fails the build with "Module parse failed: Unexpected token"', async () => {
    const dir = prepareV4Example('v4/lazy-loading');
    editExampleFile(dir, 'src/chart.js', 'container.append(chart);', 'container?.append(chart);');
    await expect(buildExample4('v4/lazy-loading', { dir })).rejects.toThrow(
      'Module parse failed: Unexpected token',
    );
  });
});
