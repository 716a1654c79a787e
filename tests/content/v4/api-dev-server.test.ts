/**
 * The webpack-dev-server API page of the webpack 4 docs against webpack-dev-server 3.11.3 from
 * tooling/webpack4: every `server.method(…)` heading and code span names a method of its Server
 * class, every `Server.helper(…)` a static member, and the constructor takes the compiler first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineCodeSpans, readApiPage } from '../../helpers/api-docs';
import { resolveWebpack4, webpack4PackageDir } from '../../helpers/api-versions';

const page = readApiPage('webpack-dev-server', '4');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Server = require(resolveWebpack4('webpack-dev-server')) as {
  prototype: Record<string, unknown>;
} & Record<string, unknown>;
const names = [...new Set([...page.sections.map((s) => s.title), ...inlineCodeSpans(page.body)])];

test('the page is about webpack-dev-server 3.11.3 (a guard for this test itself)', () => {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(webpack4PackageDir('webpack-dev-server'), 'package.json'), 'utf8'),
  ) as { version: string };
  expect(pkg.version).toBe('3.11.3');
  expect(page.body).toContain(`webpack-dev-server ${pkg.version}`);
});

test('every server.method(…) the page names is a method of the Server class', () => {
  const called = names.flatMap((n) => [...n.matchAll(/\bserver\.(\w+)\(/g)].map((m) => m[1]!));
  expect(called.length).toBeGreaterThan(2);
  expect(called.filter((m) => typeof Server.prototype[m] !== 'function')).toEqual([]);
});

test('every Server.helper(…) the page names is a static member', () => {
  const statics = names.flatMap((n) => [...n.matchAll(/\bServer\.(\w+)\(/g)].map((m) => m[1]!));
  expect(statics.filter((m) => typeof Server[m] !== 'function')).toEqual([]);
});

test('the constructor takes the compiler first, as the page says', () => {
  const source = fs.readFileSync(
    path.join(webpack4PackageDir('webpack-dev-server'), 'lib/Server.js'),
    'utf8',
  );
  expect(source).toMatch(/constructor\(compiler, options/);
  expect(names).toContain('new Server(compiler, options)');
});
