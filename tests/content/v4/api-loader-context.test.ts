/**
 * The webpack 4 Loader Interface page (versioned_docs/version-4/api/loaders.md) against a
 * live loader context: webpack 4.47.0 has no type declarations to read, so the test runs a
 * loader in a real webpack 4 build and records what `this` holds there. The build uses the
 * plugins that add members (HotModuleReplacementPlugin: `hot`; LoaderOptionsPlugin, as
 * webpack-cli 3's --debug and --optimize-minimize apply it: `debug`, `minimize`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeHeadingSections, inlineCodeSpans, readApiPage } from '../../helpers/api-docs';
import { loadWebpack4 } from '../../helpers/api-versions';

interface Recorded {
  members: string[];
  loaderObject: string[];
  version: unknown;
}

const page = readApiPage('loaders', '4');
const headings = new Set(codeHeadingSections(page).map((s) => s.title));
let recorded: Recorded;

beforeAll(async () => {
  const webpack4 = loadWebpack4() as unknown as ((options: Record<string, unknown>) => {
    run(
      cb: (
        err: Error | null,
        stats: { hasErrors(): boolean; toString(o: unknown): string },
      ) => void,
    ): void;
  }) & {
    HotModuleReplacementPlugin: new () => unknown;
    LoaderOptionsPlugin: new (o: unknown) => unknown;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-loader-context-'));
  try {
    const out = path.join(dir, 'recorded.json');
    fs.writeFileSync(path.join(dir, 'index.js'), 'module.exports = 1;\n');
    fs.writeFileSync(
      path.join(dir, 'record-loader.js'),
      `module.exports = function (content) {
  const names = Object.getOwnPropertyNames(this);
  const loaderObject = Object.getOwnPropertyNames(this.loaders[this.loaderIndex]);
  require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({ members: names, loaderObject, version: this.version }));
  return content;
};\n`,
    );
    const compiler = webpack4({
      mode: 'development',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /index\.js$/, use: path.join(dir, 'record-loader.js') }] },
      plugins: [
        new webpack4.HotModuleReplacementPlugin(),
        new webpack4.LoaderOptionsPlugin({ debug: true, minimize: true }),
      ],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) => {
        if (err) return reject(err);
        if (stats.hasErrors())
          return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      }),
    );
    recorded = JSON.parse(fs.readFileSync(out, 'utf8')) as Recorded;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('the recording loader saw webpack 4 (a guard for this test itself)', () => {
  expect(recorded.version).toBe(2);
  expect(recorded.members).toEqual(
    expect.arrayContaining([
      'async',
      'callback',
      'resourcePath',
      'exec',
      'hot',
      'minimize',
      'debug',
    ]),
  );
  expect(recorded.members).not.toContain('getOptions');
});

test('every member of the live loader context has a `this.member` heading', () => {
  const missing = recorded.members.filter((name) => !headings.has(`this.${name}`));
  expect(missing).toEqual([]);
});

test('every `this.` heading is a member of the live loader context', () => {
  const members = new Set(recorded.members.map((name) => `this.${name}`));
  expect([...headings].filter((t) => t.startsWith('this.') && !members.has(t))).toEqual([]);
});

test('the this.loaders section names every field of a loader object', () => {
  const section = codeHeadingSections(page).find((s) => s.title === 'this.loaders');
  const spans = new Set(inlineCodeSpans(section?.content ?? ''));
  expect(recorded.loaderObject.filter((field) => !spans.has(field))).toEqual([]);
});

test('the page states the loader API version the live context reports', () => {
  const section = codeHeadingSections(page).find((s) => s.title === 'this.version');
  expect(inlineCodeSpans(section?.content ?? '')).toContain(String(recorded.version));
});
