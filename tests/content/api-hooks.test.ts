/**
 * The hook reference pages (docs/api/*-hooks.md and docs/api/parser.md) must
 * document exactly the hooks that a live webpack exposes: one
 * `` ### `hookName` `` heading per hook, with the hook's class on its
 * "Type:" line and its arguments, in the order webpack passes them, on its
 * "Arguments:" line. Hooks marked @deprecated in types.d.ts must say so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { codeHeadingSections, readApiPage, type Section } from '../helpers/api-docs';
import { declaredHooks, type DeclaredMember } from '../helpers/webpack-types';

type HookObject = Record<string, unknown>;

interface LiveHooks {
  compiler: HookObject;
  compilation: HookObject;
  normalModuleFactory: HookObject;
  contextModuleFactory: HookObject;
  javascriptParser: HookObject;
}

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

const PAGES: { className: string; slug: string; live: keyof LiveHooks }[] = [
  { className: 'Compiler', slug: 'compiler-hooks', live: 'compiler' },
  { className: 'Compilation', slug: 'compilation-hooks', live: 'compilation' },
  { className: 'NormalModuleFactory', slug: 'normalmodulefactory-hooks', live: 'normalModuleFactory' },
  { className: 'ContextModuleFactory', slug: 'contextmodulefactory-hooks', live: 'contextModuleFactory' },
  { className: 'JavascriptParser', slug: 'parser', live: 'javascriptParser' },
];

const HOOK_CLASS = /\b(HookMap|SyncHook|SyncBailHook|SyncWaterfallHook|SyncLoopHook|AsyncParallelHook|AsyncParallelBailHook|AsyncSeriesHook|AsyncSeriesBailHook|AsyncSeriesWaterfallHook|AsyncSeriesLoopHook)\b/g;

let live: LiveHooks;
let tmpDir: string;

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-hooks-'));
  fs.writeFileSync(path.join(tmpDir, 'index.js'), "import('./other.js');\nconst ctx = require.context('./', false, /other/);\nconsole.log(ctx.keys());\n");
  fs.writeFileSync(path.join(tmpDir, 'other.js'), 'export default 42;\n');
  const compiler = webpack({
    mode: 'development',
    context: tmpDir,
    entry: './index.js',
    output: { path: path.join(tmpDir, 'dist') },
    infrastructureLogging: { level: 'none' },
  });
  const found: Partial<LiveHooks> = { compiler: compiler.hooks as unknown as HookObject };
  compiler.hooks.normalModuleFactory.tap('api-hooks-test', (nmf) => {
    found.normalModuleFactory = nmf.hooks as unknown as HookObject;
    nmf.hooks.parser.for('javascript/auto').tap('api-hooks-test', (parser) => {
      found.javascriptParser = parser.hooks as unknown as HookObject;
    });
  });
  compiler.hooks.contextModuleFactory.tap('api-hooks-test', (cmf) => {
    found.contextModuleFactory = cmf.hooks as unknown as HookObject;
  });
  compiler.hooks.thisCompilation.tap('api-hooks-test', (compilation) => {
    found.compilation = compilation.hooks as unknown as HookObject;
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((err, result) => (err ? reject(err) : result ? resolve(result) : reject(new Error('no stats'))));
  });
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  expect(stats.hasErrors()).toBe(false);
  for (const key of ['compiler', 'compilation', 'normalModuleFactory', 'contextModuleFactory', 'javascriptParser'] as const) {
    if (!found[key]) throw new Error(`the test compilation never exposed ${key} hooks`);
  }
  live = found as LiveHooks;
}, 60_000);

afterAll(() => {
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** Reads a hook without letting a deprecation getter's exception escape. */
function readHook(hooks: HookObject, name: string): { value?: unknown; error?: unknown } {
  try {
    return { value: hooks[name] };
  } catch (error) {
    return { error };
  }
}

interface ExpectedHook {
  /** e.g. ["SyncHook"] or ["HookMap", "SyncBailHook"] */
  classes: string[];
  /** argument names as webpack passes them, or undefined when unknown (fake hooks) */
  args?: string[];
  fake: boolean;
}

function innerHookOf(hookMap: unknown): { constructor: { name: string }; _args?: string[] } {
  // HookMap#for creates the hook for a key on first use; a probe key keeps real keys untouched.
  return (hookMap as { for(key: string): { constructor: { name: string }; _args?: string[] } }).for('__api_docs_probe__');
}

function expectedHook(value: unknown, declared: DeclaredMember | undefined): ExpectedHook {
  const hook = value as { constructor: { name: string }; _args?: string[]; _fakeHook?: boolean };
  if (hook._fakeHook) {
    // Compatibility wrappers are plain objects; their declared type names the hook they stand in for.
    const declaredClass = declared?.type.match(HOOK_CLASS)?.[0];
    if (!declaredClass) throw new Error('fake hook without a declared hook class');
    return { classes: [declaredClass], fake: true };
  }
  if (hook.constructor.name === 'HookMap') {
    const inner = innerHookOf(value);
    return { classes: ['HookMap', inner.constructor.name], args: inner._args ?? [], fake: false };
  }
  return { classes: [hook.constructor.name], args: hook._args ?? [], fake: false };
}

function lineValue(section: Section, label: string): string | undefined {
  const re = new RegExp(`^\\s*[-*]\\s+(?:\\*\\*)?${label}:?(?:\\*\\*)?:?\\s*(.+)$`, 'mi');
  return re.exec(section.content)?.[1];
}

/** Names before `:` in an "Arguments:" line such as `` `compilation: Compilation`, `params: CompilationParams` ``. */
function documentedArgs(line: string): string[] {
  if (/^\s*none\b/i.test(line)) return [];
  return [...line.matchAll(/`([A-Za-z_$][\w$]*)\??\s*:/g)].map((m) => m[1]!);
}

describe.each(PAGES)('$className hooks on /api/$slug/', ({ className, slug, live: liveKey }) => {
  const page = readApiPage(slug);
  const hookSections = codeHeadingSections(page, 3);
  const documented = new Map(hookSections.map((s) => [s.title, s]));
  const declared = declaredHooks(className);
  const skipped = SKIPPED_HOOKS[className] ?? {};

  const liveNames = () => Object.keys(live[liveKey]);

  /** Each live hook that has a section on the page and can be read, with what webpack says about it. */
  function* documentedReadableHooks() {
    for (const name of liveNames()) {
      const section = documented.get(name);
      if (!section) continue;
      const { value, error } = readHook(live[liveKey], name);
      if (error) continue;
      yield { name, section, expected: expectedHook(value, declared.get(name)) };
    }
  }

  test('the page has hook headings and no heading twice', () => {
    expect(hookSections.length).toBeGreaterThan(0);
    const titles = hookSections.map((s) => s.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  test('every live hook has a heading (or an explained skip)', () => {
    const missing = liveNames().filter((name) => !documented.has(name) && !(name in skipped));
    expect(missing).toEqual([]);
  });

  test('every hook heading names a hook that exists', () => {
    const names = new Set(liveNames());
    const unknown = [...documented.keys()].filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
  });

  test('skipped hooks exist and really throw on access', () => {
    for (const [name, reason] of Object.entries(skipped)) {
      expect(reason.length).toBeGreaterThan(10);
      expect(liveNames()).toContain(name);
      expect(readHook(live[liveKey], name).error).toBeDefined();
      expect(documented.has(name)).toBe(false);
    }
  });

  test("each hook's Type: line names the live hook class", () => {
    const wrong: string[] = [];
    for (const { name, section, expected } of documentedReadableHooks()) {
      const typeLine = lineValue(section, 'Type');
      const onPage = typeLine?.match(HOOK_CLASS) ?? [];
      const actual = onPage.slice(0, expected.classes.length);
      if (actual.join('<') !== expected.classes.join('<')) {
        wrong.push(`${name}: page says ${onPage.join('<') || '(no Type: line)'}, webpack has ${expected.classes.join('<')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("each hook's Arguments: line lists the arguments webpack passes, in order", () => {
    const wrong: string[] = [];
    for (const { name, section, expected } of documentedReadableHooks()) {
      const argsLine = lineValue(section, 'Arguments');
      if (argsLine === undefined) {
        wrong.push(`${name}: no Arguments: line`);
        continue;
      }
      if (expected.args === undefined) continue;
      const onPage = documentedArgs(argsLine);
      if (onPage.join(',') !== expected.args.join(',')) {
        wrong.push(`${name}: page lists (${onPage.join(', ')}), webpack passes (${expected.args.join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('hooks that types.d.ts marks @deprecated, or that are compatibility wrappers, are marked deprecated', () => {
    const unmarked: string[] = [];
    for (const name of liveNames()) {
      const section = documented.get(name);
      if (!section) continue;
      const { value } = readHook(live[liveKey], name);
      const isFake = Boolean((value as { _fakeHook?: boolean } | undefined)?._fakeHook);
      if ((declared.get(name)?.deprecated || isFake) && !/deprecated/i.test(section.content)) unmarked.push(name);
    }
    expect(unmarked).toEqual([]);
  });

  test('every hook section explains when the hook runs in at least one sentence', () => {
    const thin = hookSections
      .filter((s) => {
        const prose = s.content
          .replace(/^\s*(`{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '')
          .split('\n')
          .filter((l) => l.trim() && !/^\s*[-*]\s+(\*\*)?(Type|Arguments|Since|Returns|Key)\b/i.test(l))
          .join(' ');
        return prose.trim().length < 30;
      })
      .map((s) => s.title);
    expect(thin).toEqual([]);
  });
});

test('types.d.ts and the live objects agree on hook names (a guard for this test itself)', () => {
  for (const { className, live: liveKey } of PAGES) {
    const declared = [...declaredHooks(className).keys()].sort();
    expect(Object.keys(live[liveKey]).sort()).toEqual(declared);
  }
});
