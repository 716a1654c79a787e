/**
 * The webpack-dev-server API page of the webpack 4 docs against webpack-dev-server 3.11.3 from
 * tooling/webpack4: every `server.method(…)` heading and code span names a method of its Server
 * class, every `Server.helper(…)` a static member, and the constructor takes the compiler first.
 * The twin for webpack-dev-server 5 is tests/content/api-dev-server.test.ts; both read the page
 * and the package through tests/helpers/dev-server.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiPageCalls, devServerKit } from '../../helpers/dev-server';

const kit = devServerKit('4');
const page = apiPageCalls('4');

test('the page is about webpack-dev-server 3.11.3 (a guard for this test itself)', () => {
  expect(kit.packageVersion).toBe('3.11.3');
  expect(page.body).toContain(`webpack-dev-server ${kit.packageVersion}`);
});

test('every server.method(…) the page names is a method of the Server class', () => {
  expect(page.methods.length).toBeGreaterThan(2);
  expect(page.methods.filter((m) => typeof kit.Server.prototype[m] !== 'function')).toEqual([]);
});

test('every Server.helper(…) the page names is a static member', () => {
  expect(page.statics.filter((m) => typeof kit.Server[m] !== 'function')).toEqual([]);
});

test('the constructor takes the compiler first, as the page says', () => {
  const source = fs.readFileSync(path.join(kit.packageDir, 'lib/Server.js'), 'utf8');
  expect(source).toMatch(/constructor\(compiler, options/);
  expect(page.names).toContain('new Server(compiler, options)');
});
