/**
 * The webpack 4 hook reference pages (versioned_docs/version-4/api/) against a live
 * webpack 4.47.0 compiler from tooling/webpack4: the same checks as the webpack 5 pages
 * (tests/helpers/api-hooks.ts). Compiler hooks must all be documented, compilation
 * hooks at least 95%; the test prints the numbers.
 */
import {
  collectLiveHooks,
  describeHookPages,
  hookPages,
  type LiveHooks,
} from '../../helpers/api-hooks';
import { loadWebpack4 } from '../../helpers/api-versions';

const webpack4 = loadWebpack4();

const PAGES = hookPages('4');

let live: LiveHooks;

beforeAll(async () => {
  live = await collectLiveHooks(webpack4);
}, 60_000);

test('the hooks come from webpack 4.47.0 (a guard for this test itself)', () => {
  expect(webpack4.version).toBe('4.47.0');
  // Hooks webpack 4 has and webpack 5 does not, and the other way round.
  expect(Object.keys(live.compilation)).toEqual(
    expect.arrayContaining(['normalModuleLoader', 'optimizeChunkAssets']),
  );
  expect(Object.keys(live.compilation)).not.toContain('processAssets');
  expect(Object.keys(live.compiler)).not.toContain('initialize');
});

describeHookPages({ version: '4', pages: PAGES, live: () => live });
