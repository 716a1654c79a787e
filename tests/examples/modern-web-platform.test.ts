import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { openPage } from '../helpers/browser-sandbox';

/**
 * The page's WebAssembly: no instantiateStreaming, which needs a real Response,
 * so webpack's runtime takes its arrayBuffer() path; and an instantiate that
 * compiles synchronously (fine for a 41-byte module), so the page settles on
 * promise callbacks alone.
 */
const pageWebAssembly = {
  instantiate: async (bytes: ArrayBuffer, imports?: WebAssembly.Imports) => {
    const module = new WebAssembly.Module(bytes);
    return { module, instance: new WebAssembly.Instance(module, imports) };
  },
};

describe('examples/modern-web-platform', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('modern-web-platform');
  }, 60_000);

  it('the committed add.wasm is exactly what make-wasm.js writes, and it adds', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'make-wasm-')), 'add.wasm');
    execFileSync(
      process.execPath,
      [path.join(EXAMPLES_DIR, 'modern-web-platform/make-wasm.js'), out],
      { stdio: 'pipe' },
    );
    const committed = fs.readFileSync(path.join(EXAMPLES_DIR, 'modern-web-platform/src/add.wasm'));
    expect(fs.readFileSync(out)).toEqual(committed);
    expect(committed.length).toBe(41);
    const { instance } = await WebAssembly.instantiate(committed);
    expect((instance.exports.add as (a: number, b: number) => number)(2, 3)).toBe(5);
  });

  it('emits the wasm module, the URL assets and the worker as files of their own', () => {
    const kinds = build.files.map((file) =>
      file.replace(/^[0-9a-f]{20}\./, '<hash>.').replace(/^\d+\.js$/, '<id>.js'),
    );
    expect(kinds.sort()).toEqual([
      '<hash>.json',
      '<hash>.module.wasm',
      '<hash>.svg',
      '<id>.js',
      'index.html',
      'main.js',
    ]);
    const workerFile = build.files.find((file) => /^\d+\.js$/.test(file))!;
    const squaring = /postMessage\((\w+)\.data\*\1\.data\)/;
    expect(build.read(workerFile)).toMatch(squaring);
    expect(build.read('main.js')).not.toMatch(squaring);
  });

  it('replaces import.meta.webpack and import.meta.env at build time', () => {
    const code = build.read('main.js');
    expect(code).toContain('"webpack 5, mode production, production true"');
    expect(code).not.toContain('import.meta');
  });

  it('compiles wasm with instantiateStreaming, and falls back when the server does not send application/wasm', () => {
    const code = build.read('main.js');
    expect(code).toContain('WebAssembly.instantiateStreaming');
    expect(code).toContain('application/wasm');
  });

  it('runs in the page: wasm, top-level await, asset URL and worker', async () => {
    const page = await openPage(build, ['main.js'], { globals: { WebAssembly: pageWebAssembly } });
    const wasm = build.files.find((file) => file.endsWith('.module.wasm'))!;
    const json = build.files.find((file) => file.endsWith('.json'))!;
    const svg = build.files.find((file) => file.endsWith('.svg'))!;
    expect(page.fetched.sort()).toEqual(
      [`http://localhost/${wasm}`, `http://localhost/${json}`].sort(),
    );
    expect(page.workers).toEqual([expect.stringMatching(/^http:\/\/localhost\/\d+\.js$/)]);
    expect(page.document.body.getElementsByTagName('img').map((img) => img.src)).toEqual([
      `http://localhost/${svg}`,
    ]);
    expect(page.logs).toEqual([
      ['webpack 5, mode production, production true'],
      ['2 + 3 = 5'],
      ['theme from settings.json: dark'],
      ['the worker says 12 squared is 144'],
    ]);
  });

  it('turns asyncWebAssembly "auto" off when a rule matches .wasm files, as with CSS', () => {
    const resolved = (rules: webpack.RuleSetRule[]) => {
      const options = webpack.config.getNormalizedWebpackOptions({
        mode: 'production',
        module: { rules },
      });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options.experiments.asyncWebAssembly;
    };
    expect(resolved([])).toBe('auto');
    expect(resolved([{ test: /\.wasm$/, type: 'asset/resource' }])).toBe(false);
  });

  describe('modern-web-platform/import-meta: what each import.meta property becomes', () => {
    it('web target: values fixed at build time', async () => {
      const web = await buildExample('modern-web-platform/import-meta');
      const page = await openPage(web, ['main.js']);
      const txt = web.files.find((file) => file.endsWith('.txt'))!;
      const source = path.join(EXAMPLES_DIR, 'modern-web-platform/import-meta/src/index.js');
      expect(page.logs).toEqual([
        ['import.meta.url:', `file://${source}`],
        ['import.meta.webpack:', 5],
        ['import.meta.main:', true],
        ['import.meta.env.MODE:', 'production'],
        ['import.meta.env.SSR:', false],
        ['import.meta.env.API_URL:', 'https://api.example.com'],
        ['import.meta.dirname:', '/'],
        ['import.meta.filename:', '/index.js'],
        ['import.meta.resolve:', `http://localhost/${txt}`],
        ['import.meta.somethingElse:', undefined],
      ]);
    }, 60_000);

    it('node target: dirname, filename and resolve point at the output at run time', async () => {
      const node = await buildExample('modern-web-platform/import-meta', { env: { node: true } });
      const out = execFileSync(process.execPath, [path.join(node.outputPath, 'main.js')], {
        encoding: 'utf8',
      });
      const txt = node.files.find((file) => file.endsWith('.txt'))!;
      expect(out).toContain('import.meta.env.SSR: true\n');
      expect(out).toContain(`import.meta.dirname: ${node.outputPath}\n`);
      expect(out).toContain(`import.meta.filename: ${path.join(node.outputPath, 'main.js')}\n`);
      expect(out).toContain(`import.meta.resolve: file://${path.join(node.outputPath, txt)}\n`);
      expect(out).toContain('import.meta.main: true\n');
    }, 60_000);
  });
});
