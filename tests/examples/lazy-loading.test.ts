import fs from 'node:fs';
import path from 'node:path';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

describe('examples/lazy-loading', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('lazy-loading');
  }, 60_000);

  it('emits chart.js as its own chunk, named by the magic comment', () => {
    expect(build.files).toEqual(['chart.bundle.js', 'index.bundle.js', 'index.html']);
    expect(build.read('chart.bundle.js')).toContain('chart.js loaded');
    expect(build.read('index.bundle.js')).not.toContain('chart.js loaded');
    // The entry chunk carries the runtime that loads chunks on demand.
    expect(build.read('index.bundle.js')).toContain(
      '__webpack_require__.e(/*! import() | chart */ "chart")',
    );
  });

  it('puts only the entry chunk in the HTML page', () => {
    const html = build.read('index.html');
    expect(html).toContain('src="index.bundle.js"');
    expect(html).not.toContain('chart.bundle.js');
  });

  it('loads the chunk on the first click, and only once', async () => {
    const page = createBrowserSandbox(build);
    page.runScript('index.bundle.js');
    expect(page.loadedScripts).toEqual(['http://localhost/index.bundle.js']);
    expect(page.logs).toEqual([]);

    const button = page.document.body.children.find((el) => el.tagName === 'BUTTON')!;
    button.click();
    await page.settle();
    expect(page.loadedScripts).toEqual([
      'http://localhost/index.bundle.js',
      'http://localhost/chart.bundle.js',
    ]);
    expect(page.logs).toEqual([['chart.js loaded']]);
    const charts = () => page.document.body.children.filter((el) => el.tagName === 'PRE');
    expect(charts().map((chart) => chart.textContent)).toEqual(['###\n#####\n##']);

    button.click();
    await page.settle();
    expect(page.loadedScripts).toHaveLength(2);
    expect(page.logs).toHaveLength(1); // the module ran once; the second import() reused it
    expect(charts()).toHaveLength(2);
  });

  describe('lazy-loading/retry: a failed chunk load, then a retry', () => {
    it('rejects import() with a ChunkLoadError while the file is missing, and loads it on the next click', async () => {
      const retry = await buildExample('lazy-loading/retry');
      const chunk = path.join(retry.outputPath, 'chart.bundle.js');
      fs.renameSync(chunk, `${chunk}.away`);
      const page = createBrowserSandbox(retry);
      page.runScript('index.bundle.js');
      const button = page.document.body.children.find((el) => el.tagName === 'BUTTON')!;

      button.click();
      await page.settle();
      expect(page.logs).toEqual([
        ['ChunkLoadError: Loading chunk chart failed. Click to try again.'],
      ]);

      fs.renameSync(`${chunk}.away`, chunk);
      button.click();
      await page.settle();
      expect(page.loadedScripts).toEqual([
        'http://localhost/index.bundle.js',
        'http://localhost/chart.bundle.js',
        'http://localhost/chart.bundle.js',
      ]);
      expect(page.logs.slice(1)).toEqual([['chart.js loaded']]);
      expect(page.document.body.children.filter((el) => el.tagName === 'PRE')).toHaveLength(1);
    }, 60_000);
  });
});
