/**
 * The hook reference pages (docs/api/*-hooks.md and docs/api/parser.md) must
 * document exactly the hooks that a live webpack exposes: one
 * `` ### `hookName` `` heading per hook, with the hook's class on its
 * "Type:" line and its arguments, in the order webpack passes them, on its
 * "Arguments:" line. Hooks marked @deprecated in types.d.ts must say so.
 * The checks live in tests/helpers/api-hooks.ts (shared with the webpack 4 pages).
 */
import webpack from 'webpack';
import {
  collectLiveHooks,
  describeHookPages,
  hookPages,
  type LiveHooks,
} from '../helpers/api-hooks';
import { declaredHooks } from '../helpers/webpack-types';

/**
 * Hooks that exist on an object but cannot be documented because reading them
 * throws. Keep this list explicit: an entry needs a reason, and the test fails
 * if a listed hook no longer throws (or no longer exists).
 */
const SKIPPED_HOOKS: Record<string, Record<string, string>> = {
  Compiler: {},
  Compilation: {},
  NormalModuleFactory: {},
  ContextModuleFactory: {},
  JavascriptParser: {},
};

const PAGES = hookPages('5');

let live: LiveHooks;

beforeAll(async () => {
  live = await collectLiveHooks(webpack as unknown as Parameters<typeof collectLiveHooks>[0]);
}, 60_000);

describeHookPages({
  version: '5',
  pages: PAGES,
  live: () => live,
  declared: declaredHooks,
  skipped: SKIPPED_HOOKS,
});

test('types.d.ts and the live objects agree on hook names (a guard for this test itself)', () => {
  for (const { className, live: liveKey } of PAGES) {
    const declared = [...declaredHooks(className).keys()].sort();
    expect(Object.keys(live[liveKey]).sort()).toEqual(declared);
  }
});
