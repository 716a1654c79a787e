/**
 * The webpack-dev-server API page of the webpack 5 docs against the installed webpack-dev-server 5:
 * every `server.method(…)` heading and code span names a method of its Server class, every
 * `Server.helper(…)` a static member, and the constructor takes the options first. What those
 * methods do is checked by tests/content/dev-server-behaviour.test.ts. The twin for
 * webpack-dev-server 3 is tests/content/v4/api-dev-server.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiPageCalls, devServerKit } from '../helpers/dev-server';

const kit = devServerKit('5');
const page = apiPageCalls('5');

test('the page is about the installed major version (a guard for this test itself)', () => {
  expect(page.body).toContain(`webpack-dev-server ${kit.packageVersion.split('.')[0]}`);
});

test('every server.method(…) the page names is a method of the Server class', () => {
  expect(page.methods.length).toBeGreaterThan(4);
  expect(page.methods.filter((m) => typeof kit.Server.prototype[m] !== 'function')).toEqual([]);
});

test('every Server.helper(…) the page names is a static member', () => {
  expect(page.statics.length).toBeGreaterThan(2);
  expect(page.statics.filter((m) => typeof kit.Server[m] !== 'function')).toEqual([]);
});

test('the constructor takes the options first, as the page says', () => {
  const source = fs.readFileSync(path.join(kit.packageDir, 'lib/Server.js'), 'utf8');
  expect(source).toMatch(/constructor\(options, compiler\)/);
  expect(page.names).toContain('new Server(options, compiler)');
});
