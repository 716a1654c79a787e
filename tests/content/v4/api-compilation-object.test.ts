/**
 * The webpack 4 Compilation Object page (versioned_docs/version-4/api/compilation-object.md):
 * every `compilation.member` heading names a member of a live webpack 4.47.0 compilation,
 * read after a build (some properties, such as `fileDependencies`, are set only while sealing),
 * and a heading followed by `()` names a method.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeHeadingSections, readApiPage } from '../../helpers/api-docs';
import { loadWebpack4 } from '../../helpers/api-versions';

const page = readApiPage('compilation-object', '4');
const headings = codeHeadingSections(page, 3).filter((s) => s.title.startsWith('compilation.'));
let compilation: Record<string, unknown>;

beforeAll(async () => {
  const webpack4 = loadWebpack4() as unknown as (o: Record<string, unknown>) => {
    hooks: { thisCompilation: { tap(n: string, fn: (c: Record<string, unknown>) => void): void } };
    run(cb: (err: Error | null) => void): void;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-compilation-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), "import('./lazy.js');\n");
    fs.writeFileSync(path.join(dir, 'lazy.js'), 'export default 1;\n');
    const compiler = webpack4({
      mode: 'development',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
    });
    compiler.hooks.thisCompilation.tap('compilation-object-test', (c) => {
      compilation = c;
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((err) => (err ? reject(err) : resolve())),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('the page documents members (a guard for this test itself)', () => {
  expect(headings.length).toBeGreaterThan(20);
  expect(Array.isArray(compilation.modules)).toBe(true);
});

test('every `compilation.member` heading is a member of a live webpack 4 compilation', () => {
  const missing = headings
    .map((s) => s.title.replace(/^compilation\./, '').replace(/\(\)$/, ''))
    .filter((name) => !(name in compilation));
  expect(missing).toEqual([]);
});

test('headings written as calls name methods, the others name properties', () => {
  const wrong = headings
    .map((s) => s.title)
    .filter((title) => {
      const name = title.replace(/^compilation\./, '').replace(/\(\)$/, '');
      return title.endsWith('()') !== (typeof compilation[name] === 'function');
    });
  expect(wrong).toEqual([]);
});
