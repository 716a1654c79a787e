import {
  functionPlaceholder,
  PluginPlaceholder,
  PROJECT_DIR,
  readConfig,
  type ReadResult,
} from '../lib/readConfig';

function read(source: string) {
  const result = readConfig(source);
  if (!result.ok) throw new Error(`unexpected syntax error: ${result.error.message}`);
  return result;
}

describe('readConfig: the exported value, read without running anything', () => {
  it('reads CommonJS, ESM, JSON and a bare object literal', () => {
    expect(read("module.exports = { mode: 'production' };").config).toEqual({ mode: 'production' });
    expect(read("export default { mode: 'none' };").config).toEqual({ mode: 'none' });
    expect(read('{ "mode": "development" }')).toMatchObject({
      kind: 'json',
      config: { mode: 'development' },
    });
    expect(read("({ target: 'node' })").config).toEqual({ target: 'node' });
    expect(read("module.exports = [{ name: 'a' }, { name: 'b' }];")).toMatchObject({
      kind: 'array',
      config: [{ name: 'a' }, { name: 'b' }],
    });
  });

  it('reads what a function export returns (arrow expression or last return)', () => {
    expect(read("module.exports = (env) => ({ mode: 'development' });")).toMatchObject({
      kind: 'function',
      config: { mode: 'development' },
    });
    const block = read(`
      module.exports = function (env, argv) {
        const out = 'dist';
        return { output: { filename: out + '/[name].js' } };
      };`);
    expect(block.config).toEqual({ output: { filename: 'dist/[name].js' } });
  });

  it('follows top-level bindings and spreads', () => {
    const result = read(`
      const base = { resolve: { extensions: ['.js'] } };
      const config = { ...base, entry: './a.js' };
      module.exports = config;`);
    expect(result.config).toEqual({ resolve: { extensions: ['.js'] }, entry: './a.js' });
  });

  it('gives typed stand-ins for paths, plugins, regular expressions, functions and environment variables', () => {
    const { config, notes } = read(`
      const path = require('path');
      const webpack = require('webpack');
      module.exports = {
        mode: process.env.NODE_ENV,
        output: { path: path.resolve(__dirname, 'dist'), publicPath: path.join('a', 'b') },
        plugins: [new webpack.DefinePlugin({})],
        module: { rules: [{ test: /\\.css$/i, use: () => [] }] },
        resolveLoader: { modules: [require.resolve('x')] },
      };`);
    expect(notes).toEqual([]);
    const c = config as {
      mode: string;
      output: { path: string; publicPath: string };
      plugins: PluginPlaceholder[];
      module: { rules: { test: RegExp; use: unknown }[] };
    };
    expect(c.mode).toBe('${process.env.NODE_ENV}');
    expect(c.output.path).toBe(`${PROJECT_DIR}/dist`);
    expect(c.output.publicPath).toBe('a/b');
    expect(c.plugins[0]).toBeInstanceOf(PluginPlaceholder);
    expect(typeof c.plugins[0]!.apply).toBe('function');
    expect(c.module.rules[0]!.test).toEqual(/\.css$/i);
    expect(c.module.rules[0]!.use).toBe(functionPlaceholder);
  });

  it('never runs pasted code: an IIFE, a getter and eval are notes, not values', () => {
    const marker = globalThis as { __ran?: number };
    delete marker.__ran;
    const iife = read('module.exports = (() => { globalThis.__ran = 1; return {}; })();');
    expect(iife.config).toBeUndefined();
    expect(iife.notes).toHaveLength(1);
    expect(iife.notes[0]).toMatchObject({ path: '', line: 1 });
    const getter = read(
      "module.exports = { get mode() { globalThis.__ran = 2; return 'none'; }, entry: './a.js' };",
    );
    expect(getter.config).toEqual({ entry: './a.js' });
    expect(getter.notes[0]!.text).toMatch(/getter/);
    const evaluated = read("module.exports = { mode: eval('globalThis.__ran = 3') };");
    expect(evaluated.config).toEqual({});
    expect(evaluated.notes[0]).toMatchObject({ path: 'mode', line: 1 });
    expect(marker.__ran).toBeUndefined();
  });

  it('leaves out what only running decides, with line and column', () => {
    const { config, notes } = read(`module.exports = {
  mode: isProd ? 'production' : 'development',
  plugins: [new A(), merge(x)],
};`);
    expect(config).toEqual({ plugins: [expect.any(PluginPlaceholder)] });
    expect(notes.map((n) => [n.path, n.line, n.column])).toEqual([
      ['mode', 2, 9],
      ['plugins[1]', 3, 22],
    ]);
  });

  it('names the line and column of a syntax error', () => {
    const result: ReadResult = readConfig(
      'module.exports = {\n  mode: "production"\n  entry: "./a.js",\n};',
    );
    expect(result).toMatchObject({ ok: false, error: { line: 3, column: 3 } });
    const json: ReadResult = readConfig('{\n  "mode": "none"\n  "entry": "./a.js"\n}');
    expect(json).toMatchObject({ ok: false, error: { line: 3, column: 3 } });
    // A trailing comma is not JSON, but the object is a JavaScript value: read as one.
    expect(readConfig('{\n  "mode": "none",\n}')).toMatchObject({
      ok: true,
      config: { mode: 'none' },
    });
  });

  it('reads a 1 MB file', () => {
    const rules = Array.from(
      { length: 12000 },
      (_, i) => `    { test: /\\.ext${i}$/, use: 'loader-${i}' },`,
    ).join('\n');
    const source = `module.exports = {\n  module: {\n  rules: [\n${rules}\n  ]},\n};`;
    expect(source.length).toBeGreaterThan(500_000);
    const result = read(source);
    expect((result.config as { module: { rules: unknown[] } }).module.rules).toHaveLength(12000);
  });
});
